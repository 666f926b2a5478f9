// Inventory rows -> the contract's shapes (stockMovementSchema); branches are mapped by the sellers module.
import type { StockMovement } from '../../../contract/catalogue.ts';
import type { Grade, StockMovementKind } from '../../../contract/enums.ts';
import type { stockMovements } from '../../db/schema/catalogue.ts';

export type MovementRow = typeof stockMovements.$inferSelect;

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

/** 'First L.': how a movement names who recorded it. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
