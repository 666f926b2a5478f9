// One product's inventory as the device holds it: the owner's product row, its branch, the stock per grade the
// seller should see (waiting movements in, refused ones out) and the history with what still waits or was refused.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Branch, GradeOffer, StockMovement } from '@contract/catalogue.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@contract/constants.ts';
import { isLowStock } from '@contract/stock.ts';
import { db, type OutboxEntry } from '@/offline/db.ts';
import { effectiveGrades, isMovementEntry, movementProductId, type MovementBody, type StockedProduct } from '@/domain/inventory/inventory-stock.ts';

export type MovementState = 'saved' | 'waiting' | 'refused';

export interface MovementView {
  movement: StockMovement;
  state: MovementState;
  /** The server's reason, in the user's language, when it refused the movement. */
  reason: string | null;
}

export interface GradeView extends GradeOffer {
  low: boolean;
}

export interface InventoryView {
  product: StockedProduct;
  branch: Branch | undefined;
  grades: GradeView[];
  /** The alert level in force (the product's, or the default). */
  threshold: number;
  movements: MovementView[];
  /** The threshold change still waiting for the server, if any. */
  thresholdWaiting: boolean;
}

/** Newest first: waiting and refused movements (recorded last) before the confirmed history. */
function history(saved: StockMovement[], entries: OutboxEntry[], productId: string): MovementView[] {
  const mine = entries.filter((e) => isMovementEntry(e) && movementProductId(e) === productId);
  const byId = new Map(saved.map((m) => [m.id, m]));
  const unconfirmed: MovementView[] = mine
    .slice()
    .reverse()
    .map((entry) => {
      const body = entry.body as MovementBody;
      const local = byId.get(body.id);
      byId.delete(body.id);
      const movement: StockMovement = local ?? {
        id: body.id,
        product_id: productId,
        branch_id: null,
        grade: body.grade,
        kind: body.kind,
        delta: body.delta,
        stock_after: 0,
        note: body.note,
        by_name: '',
        created_at: new Date(entry.createdAt).toISOString(),
        version: 0,
      };
      return { movement, state: entry.state === 'pending' ? 'waiting' : 'refused', reason: entry.state === 'rejected' ? entry.lastError : null };
    });
  const confirmed = [...byId.values()]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.version - a.version)
    .map((movement): MovementView => ({ movement, state: 'saved', reason: null }));
  return [...unconfirmed, ...confirmed];
}

/** undefined while reading; null when the product is not on this device. */
export function useInventory(productId: string): InventoryView | null | undefined {
  return useLiveQuery(async () => {
    const product: StockedProduct | undefined = await db.products.get(productId);
    if (!product) return null;
    const branch = product.branch_id ? await db.branches.get(product.branch_id) : undefined;
    const entries = await db.local_outbox.orderBy('seq').toArray();
    const saved = await db.stock_movements.where('product_id').equals(productId).toArray();
    const threshold = product.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
    const grades = effectiveGrades(product, entries).map((g) => ({ ...g, low: isLowStock(g.stock, product.low_stock_threshold, DEFAULT_LOW_STOCK_THRESHOLD) }));
    const thresholdWaiting = entries.some((e) => e.state === 'pending' && e.entityKey === `products:${productId}` && e.kind === 'inventory.settings');
    return { product, branch, grades, threshold, movements: history(saved, entries, productId), thresholdWaiting };
  }, [productId]);
}
