// Inventory rows -> the contract's shapes (stockMovementSchema, branchSchema).
import type { Branch, StockMovement } from '../../../contract/catalogue.ts';
import type { BranchStatus, Grade, StockMovementKind } from '../../../contract/enums.ts';
import type { branches, stockMovements } from '../../db/schema/catalogue.ts';

export type MovementRow = typeof stockMovements.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

export function toMovement(m: MovementRow): StockMovement {
  return {
    id: m.id,
    product_id: m.productId,
    branch_id: m.branchId,
    grade: m.grade as Grade,
    kind: m.kind as StockMovementKind,
    delta: m.delta,
    stock_after: m.stockAfter,
    note: m.note,
    by_name: m.byName,
    created_at: m.createdAt.toISOString(),
    version: m.version,
  };
}

/** The owner's copy of their branch (reject reason included). */
export function toOwnBranch(b: BranchRow): Branch {
  return {
    id: b.id,
    seller_id: b.sellerId,
    name: b.name,
    province: b.province,
    city: b.city,
    address: b.address,
    postal_code: b.postalCode,
    phone: b.phone,
    status: b.status as BranchStatus,
    reject_reason: b.rejectReason,
    reviewed_at: b.reviewedAt ? b.reviewedAt.toISOString() : null,
    created_at: b.createdAt.toISOString(),
    version: b.version,
    updated_at: b.updatedAt.toISOString(),
  };
}

/** 'First L.': how a movement names who recorded it. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
