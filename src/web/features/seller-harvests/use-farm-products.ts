// What the farm's harvest forms choose from, read from Dexie: its own products with their grades, and its public face.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';

export interface FarmProducts {
  products: Product[];
  seller: SellerPublic | undefined;
}

export function useFarmProducts(farmId: string | null | undefined): FarmProducts | undefined {
  return useLiveQuery(async () => {
    if (!farmId) return { products: [], seller: undefined };
    const [products, seller] = await Promise.all([db.products.where('seller_id').equals(farmId).toArray(), db.sellers.get(farmId)]);
    return { products: products.filter((p) => p.grades.length > 0).sort((a, b) => a.name.localeCompare(b.name)), seller };
  }, [farmId]);
}
