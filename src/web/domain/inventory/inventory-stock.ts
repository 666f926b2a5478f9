// Stock as the seller should see it while inventory movements wait in the outbox, and the appliers that write the
// server's answers to them. A movement changes the product row at once (its delta is added and its id listed in
// `local_moves`); a pull or another answer may replace the row with the server's, which knows only confirmed
// movements. So what a screen shows is: the row, plus waiting movements the row does not hold yet, minus refused
// movements it still holds. Exact whichever of apply, pull, answer or refusal came last.
import type { GradeOffer, Product, StockMovement } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { answerData, confirmRow, type Applier } from '@/offline/confirm.ts';
import type { LocalProduct, MarketDb, OutboxEntry } from '@/offline/db.ts';
import { hasWaitingChange } from '@/offline/waiting.ts';

export const STOCK_MOVE_KIND = 'stock.move';
export const INVENTORY_SETTINGS_KIND = 'inventory.settings';

/** A product row as the device keeps it: ids of the waiting movements whose deltas it already holds. */
export type StockedProduct = LocalProduct & { local_moves?: string[] };

/** The body of POST /product/seller/products/{id}/inventory/movements/ (stockMovementWriteSchema). */
export interface MovementBody {
  id: string;
  grade: Grade;
  kind: StockMovement['kind'];
  delta: number;
  note: string | null;
  /** A 'harvested' movement that records a declared harvest: its pre-orders are filled first. */
  harvest_id?: string;
  /** With harvest_id: the farm confirmed partial fills of a harvest short of its pre-orders. */
  confirm_partial?: boolean;
}

export const movementsPath = (productId: string) => `/product/seller/products/${productId}/inventory/movements/`;
export const inventoryPath = (productId: string) => `/product/seller/products/${productId}/inventory/`;

/** The product an outbox entry of a movement belongs to (read from its path). */
export function movementProductId(entry: Pick<OutboxEntry, 'path'>): string | null {
  return /\/seller\/products\/([^/]+)\/inventory\/movements\/$/.exec(entry.path)?.[1] ?? null;
}

export const isMovementEntry = (entry: OutboxEntry): boolean => entry.kind === STOCK_MOVE_KIND;

/** Grades with the stock the seller should see (never below zero on screen). */
export function effectiveGrades(product: StockedProduct, entries: OutboxEntry[]): GradeOffer[] {
  const held = new Set(product.local_moves ?? []);
  const extra = new Map<Grade, number>();
  for (const entry of entries) {
    if (!isMovementEntry(entry) || movementProductId(entry) !== product.id) continue;
    const body = entry.body as MovementBody;
    const delta = entry.state === 'pending' ? (held.has(body.id) ? 0 : body.delta) : held.has(body.id) ? -body.delta : 0;
    extra.set(body.grade, (extra.get(body.grade) ?? 0) + delta);
  }
  return product.grades.map((g) => ({ ...g, stock: Math.max(0, g.stock + (extra.get(g.grade) ?? 0)) }));
}

/** Adds `deltas` to the product's grades (keeping total_stock in step) and records which movements they were. */
export function withMovements(product: Product, moves: Array<Pick<MovementBody, 'id' | 'grade' | 'delta'>>, held: string[] = []): StockedProduct {
  const grades = product.grades.map((g) => ({
    ...g,
    stock: moves.filter((m) => m.grade === g.grade).reduce((n, m) => n + m.delta, g.stock),
  }));
  return { ...product, grades, total_stock: grades.reduce((n, g) => n + g.stock, 0), local_moves: [...held, ...moves.map((m) => m.id)] };
}

/** The signed-in user's waiting movements of one product, oldest first. */
export async function waitingMovements(db: MarketDb, productId: string): Promise<MovementBody[]> {
  const entries = await db.local_outbox.where('state').equals('pending').sortBy('seq');
  return entries.filter((e) => isMovementEntry(e) && movementProductId(e) === productId).map((e) => e.body as MovementBody);
}

/** The server's product row, plus the movements still waiting (they come after it). */
async function putServerProduct(db: MarketDb, product: Product): Promise<void> {
  await db.products.put(withMovements(product, await waitingMovements(db, product.id)));
}

/** A confirmed movement: the server's movement row and the product as it is now. */
export const applyConfirmedMovement: Applier = async ({ db, response }) => {
  const data = answerData<{ movement: StockMovement; product: Product }>(response);
  if (!data?.movement) return;
  await db.stock_movements.put(data.movement);
  // A product edit still waits: its own answer brings the row (and the pull leaves the row alone meanwhile).
  if (!(await hasWaitingChange(db, 'products', data.product.id))) await putServerProduct(db, data.product);
};

/** A confirmed low-stock threshold: the product as the server answered it. */
export const applyInventorySettings: Applier = confirmRow<Product>('products', { write: putServerProduct });

export const INVENTORY_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [STOCK_MOVE_KIND, applyConfirmedMovement],
  [INVENTORY_SETTINGS_KIND, applyInventorySettings],
];
