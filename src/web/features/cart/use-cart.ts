// The cart as the screen shows it, read from Dexie: lines with their products and farms, grouped by farm,
// and which lines still wait for the server (a pending outbox entry names them).
import { useLiveQuery } from 'dexie-react-hooks';
import { untilFirstPull } from '@/offline/first-pull.ts';
import type { CartItem } from '@contract/cart.ts';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { db, entityKey } from '@/offline/db.ts';
import { waitingChangesOf } from '@/offline/waiting.ts';

export interface CartLineView {
  line: CartItem;
  product: Product | undefined;
  waiting: boolean;
  /** The server's reason when it refused the last change to this line (the sync panel lets the user discard it). */
  refused: string | null;
}

export interface FarmGroup {
  farm: SellerPublic | undefined;
  sellerId: string;
  lines: CartLineView[];
}

export interface CartView {
  groups: FarmGroup[];
  lines: CartItem[];
  products: Map<string, Product>;
}

export function useCart(): CartView | undefined {
  return useLiveQuery(async () => {
    const lines = await untilFirstPull(await db.cart_items.toArray());
    // An empty cart is not known to be empty before the signed-in user's first pull: loading.
    if (!lines) return undefined;
    lines.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    const productRows = await db.products.bulkGet(lines.map((l) => l.product_id));
    const products = new Map<string, Product>();
    for (const p of productRows) if (p) products.set(p.id, p);
    const sellerIds = [...new Set([...products.values()].map((p) => p.seller_id))];
    const farms = new Map<string, SellerPublic>();
    for (const s of await db.sellers.bulkGet(sellerIds)) if (s) farms.set(s.id, s);
    const entries = await waitingChangesOf(db, lines.map((l) => entityKey('cart_items', l.id)));
    const waitingKeys = new Set(entries.filter((e) => e.state === 'pending').map((e) => e.entityKey));
    const refusals = new Map(entries.filter((e) => e.state === 'rejected').map((e) => [e.entityKey, e.lastError ?? '']));

    const groups = new Map<string, FarmGroup>();
    for (const line of lines) {
      const product = products.get(line.product_id);
      const sellerId = product?.seller_id ?? '';
      const group = groups.get(sellerId) ?? { farm: farms.get(sellerId), sellerId, lines: [] };
      const key = entityKey('cart_items', line.id);
      group.lines.push({ line, product, waiting: waitingKeys.has(key), refused: refusals.get(key) ?? null });
      groups.set(sellerId, group);
    }
    return { groups: [...groups.values()], lines, products };
  }, []);
}
