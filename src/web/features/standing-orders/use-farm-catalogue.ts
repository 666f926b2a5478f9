// What a standing order's forms choose from, read from Dexie (offline too): the farms, one farm's products that a
// buyer can order with its terms and approved pickup places, and the buyer's saved addresses (default first).
import { useLiveQuery } from 'dexie-react-hooks';
import type { Address } from '@contract/accounts.ts';
import type { Branch, Product, SellerPublic } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';

export interface FarmCatalogue {
  seller: SellerPublic | undefined;
  /** Products a buyer can order (published, visible, with a grade on offer), by name. */
  products: Product[];
  branches: Branch[];
}

export const isOrderable = (p: Product): boolean => p.visible !== false && p.status !== 'Draft' && p.grades.length > 0;

export function useFarmCatalogue(sellerId: string): FarmCatalogue | undefined {
  return useLiveQuery(async () => {
    if (!sellerId) return { seller: undefined, products: [], branches: [] };
    const [seller, products, branches] = await Promise.all([
      db.sellers.get(sellerId),
      db.products.where('seller_id').equals(sellerId).toArray(),
      db.branches.where('seller_id').equals(sellerId).toArray(),
    ]);
    return {
      seller,
      products: products.filter(isOrderable).sort((a, b) => a.name.localeCompare(b.name)),
      branches: branches.filter((b) => b.status === 'approved').sort((a, b) => a.name.localeCompare(b.name)),
    };
  }, [sellerId]);
}

/** Farms with something a buyer can order on this device, by name. */
export function useFarms(): SellerPublic[] | undefined {
  return useLiveQuery(async () => {
    const sellers = await db.sellers.toArray();
    const withProducts = new Set<string>();
    for (const s of sellers) if ((await db.products.where('seller_id').equals(s.id).filter(isOrderable).count()) > 0) withProducts.add(s.id);
    return sellers.filter((s) => withProducts.has(s.id)).sort((a, b) => a.farm_name.localeCompare(b.farm_name));
  }, []);
}

export function useAddresses(): Address[] | undefined {
  return useLiveQuery(async () => {
    const list = await db.addresses.toArray();
    return list.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at));
  }, []);
}
