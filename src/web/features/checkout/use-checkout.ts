// Everything checkout shows, read from Dexie only (it works offline): the cart split into orders, the buyer's
// saved addresses (default first) and each farm's approved pickup places.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Address } from '@contract/accounts.ts';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { groupCart, type CheckoutCart } from './checkout-groups.ts';

export interface CheckoutData extends CheckoutCart {
  addresses: Address[];
  /** Lines in the cart, known or not. */
  count: number;
}

export function useCheckout(): CheckoutData | undefined {
  return useLiveQuery(async () => {
    const lines = await db.cart_items.toArray();
    lines.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    const products = new Map<string, Product>();
    for (const p of await db.products.bulkGet(lines.map((l) => l.product_id))) if (p) products.set(p.id, p);
    const sellerIds = [...new Set([...products.values()].map((p) => p.seller_id))];
    const sellers = new Map<string, SellerPublic>();
    for (const s of await db.sellers.bulkGet(sellerIds)) if (s) sellers.set(s.id, s);
    const branches = sellerIds.length ? await db.branches.where('seller_id').anyOf(sellerIds).toArray() : [];
    const addresses = await db.addresses.toArray();
    addresses.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at));
    return { ...groupCart(lines, products, sellers, branches), addresses, count: lines.length };
  }, []);
}
