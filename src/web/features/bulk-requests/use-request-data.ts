// What the request form reads from the device: the catalogue (to pick a product and to see which farms sell a
// category where), the categories, the farms and the buyer's saved addresses. Never the network: it works offline.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Address } from '@contract/accounts.ts';
import type { Category, SellerPublic } from '@contract/catalogue.ts';
import { useAuth } from '@/lib/auth.ts';
import { db, type LocalProduct, type LocalQuoteRequest } from '@/offline/db.ts';
import { idsWithWaitingChanges } from '@/offline/waiting.ts';

export interface RequestFormData {
  products: LocalProduct[];
  categories: Category[];
  sellers: SellerPublic[];
  /** Default first, then by label. */
  addresses: Address[];
}

export function useRequestFormData(): RequestFormData | undefined {
  return useLiveQuery(async () => {
    const [products, categories, sellers, addresses] = await Promise.all([db.products.toArray(), db.categories.toArray(), db.sellers.toArray(), db.addresses.toArray()]);
    return {
      products: products.filter((p) => p.visible !== false && p.status !== 'Draft'),
      categories: categories.sort((a, b) => a.position - b.position),
      sellers: sellers.sort((a, b) => a.farm_name.localeCompare(b.farm_name)),
      addresses: addresses.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at)),
    };
  }, []);
}

export interface CategoryFarms {
  /** Farms with a product of the category in the request's province. */
  matching: SellerPublic[];
  /** Farms with a product of the category elsewhere. */
  others: SellerPublic[];
  /** Where each farm sells the category (province codes). */
  provinces: Map<string, string[]>;
}

/** Which farms on this device sell a category, in the province and elsewhere (the product's place, else the farm's). */
export function farmsForCategory(data: RequestFormData, categoryId: string, province: string): CategoryFarms {
  if (!categoryId) return { matching: [], others: [], provinces: new Map() };
  const byId = new Map(data.sellers.map((s) => [s.id, s]));
  const here = new Set<string>();
  const anywhere = new Set<string>();
  const provinces = new Map<string, string[]>();
  for (const p of data.products) {
    if (p.category_id !== categoryId || !byId.has(p.seller_id)) continue;
    anywhere.add(p.seller_id);
    const where = p.province ?? byId.get(p.seller_id)!.province;
    const list = provinces.get(p.seller_id) ?? [];
    if (!list.includes(where)) provinces.set(p.seller_id, [...list, where].sort());
    if (where === province) here.add(p.seller_id);
  }
  return {
    matching: data.sellers.filter((s) => here.has(s.id)),
    others: data.sellers.filter((s) => anywhere.has(s.id) && !here.has(s.id)),
    provinces,
  };
}

/** The signed-in bulk buyer's requests, newest first, each with whether a change to it still waits to be sent. */
export function useMyRequests(): Array<LocalQuoteRequest & { waiting: boolean }> | undefined {
  const userId = useAuth().user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const [rows, waiting] = await Promise.all([db.quote_requests.where('buyer_id').equals(userId).toArray(), idsWithWaitingChanges(db, 'quote_requests', { scope: 'pending' })]);
    return rows
      .map((r) => ({ ...r, waiting: r.local === 'waiting' || waiting.has(r.id) }))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  }, [userId]);
}
