// Inventory changes, through the outbox: the screens change at once (product stock, a waiting movement in the
// history), the server gets the call when it can, and its answer (or refusal) is applied by domain/inventory/inventory-stock.
import type { StockMovement } from '@contract/catalogue.ts';
import type { Grade, StockMovementKind } from '@contract/enums.ts';
import { db } from '@/offline/db.ts';
import {
  INVENTORY_SETTINGS_KIND,
  inventoryPath,
  movementsPath,
  STOCK_MOVE_KIND,
  withMovements,
  type MovementBody,
  type StockedProduct,
} from './inventory-stock.ts';
import { mutate } from '@/offline/outbox.ts';

export interface MovementInput {
  grade: Grade;
  kind: StockMovementKind;
  /** Signed: positive adds stock. */
  delta: number;
  note: string | null;
  /** A declared harvest this 'harvested' movement records, and the farm's yes to partial fills when it is short. */
  harvest?: { id: string; confirmPartial: boolean };
}

/** 'First L.', as the server names who recorded a movement. */
export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}

/**
 * Queues POST .../inventory/movements/ with a movement id made here (the server applies one id once), and
 * changes the device at once. `stockBefore` is the grade's stock as the seller sees it (for the history line).
 */
export async function recordMovement(product: StockedProduct, input: MovementInput, stockBefore: number, label: string): Promise<MovementBody> {
  const body: MovementBody = { id: crypto.randomUUID(), grade: input.grade, kind: input.kind, delta: input.delta, note: input.note };
  if (input.harvest) Object.assign(body, { harvest_id: input.harvest.id, confirm_partial: input.harvest.confirmPartial });
  const session = await db.local_session.get('current');
  await mutate({
    kind: STOCK_MOVE_KIND,
    label,
    entity: { table: 'stock_movements', id: body.id },
    request: { method: 'POST', path: movementsPath(product.id), body },
    editHref: `/dashboard/inventory/manage/${product.id}`,
    apply: async () => {
      const current: StockedProduct | undefined = await db.products.get(product.id);
      if (current) await db.products.put(withMovements(current, [body], current.local_moves));
      const row: StockMovement = {
        id: body.id,
        product_id: product.id,
        branch_id: product.branch_id,
        grade: body.grade,
        kind: body.kind,
        delta: body.delta,
        stock_after: Math.max(0, stockBefore + body.delta),
        note: body.note,
        by_name: session ? shortName(session.user.first_name, session.user.last_name) : '',
        created_at: new Date().toISOString(),
        version: 0,
      };
      await db.stock_movements.put(row);
      // The declared harvest is in: closed here at once, the server's row (with its fills) follows on the next pull.
      const harvest = input.harvest && (await db.harvests.get(input.harvest.id));
      if (harvest) {
        const now = new Date().toISOString();
        await db.harvests.put({ ...harvest, status: 'harvested', harvested_quantity: body.delta, harvested_at: now, updated_at: now });
      }
    },
  });
  return body;
}

/** Queues PATCH .../inventory/ with the alert level (null: the default). */
export async function saveThreshold(product: StockedProduct, threshold: number | null, label: string): Promise<void> {
  await mutate({
    kind: INVENTORY_SETTINGS_KIND,
    label,
    entity: { table: 'products', id: product.id },
    request: { method: 'PATCH', path: inventoryPath(product.id), body: { low_stock_threshold: threshold } },
    editHref: `/dashboard/inventory/manage/${product.id}`,
    apply: async () => {
      const current = await db.products.get(product.id);
      if (current) await db.products.put({ ...current, low_stock_threshold: threshold });
    },
  });
}

