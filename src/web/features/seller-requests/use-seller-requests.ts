// The requests sent to the signed-in farm (the pull delivers only those) with the farm's own quote for each, and one
// request with everything its pages need: my quote and its waiting or refused moves, the agreement once accepted,
// my products of the request's category and my branches (for the quote's location), all read from the device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Agreement } from '@contract/quotes.ts';
import type { Branch, Category, Product, SellerPublic } from '@contract/catalogue.ts';
import { db, type LocalQuote, type LocalQuoteRequest, type OutboxEntry } from '@/offline/db.ts';
import { waitingChanges } from '@/offline/waiting.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import type { FarmRequest } from './request-filter.ts';

export interface SellerRequestsData {
  farmId: string | null;
  rows: FarmRequest[];
}

/** undefined while reading. */
export function useSellerRequests(): SellerRequestsData | undefined {
  const farmId = useMyFarmId();
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const [all, quotes] = await Promise.all([db.quote_requests.toArray(), farmId ? db.quotes.where('seller_id').equals(farmId).toArray() : []]);
    // No request yet, before the first pull: loading, not 'no requests'.
    const requests = await untilFirstPull(all);
    if (!requests) return undefined;
    const byRequest = new Map(quotes.map((q) => [q.request_id, q]));
    return { farmId, rows: requests.map((request) => ({ request, quote: byRequest.get(request.id) })) };
  }, [farmId]);
}

export interface SellerRequestView {
  farmId: string | null;
  request: LocalQuoteRequest | undefined;
  quote: LocalQuote | undefined;
  agreement: Agreement | undefined;
  category: Category | undefined;
  farm: SellerPublic | undefined;
  branches: Branch[];
  /** My products of the request's category, for 'which of my products is it'. */
  products: Product[];
  /** Moves of my quote the server has not confirmed yet, and those it refused. */
  waiting: OutboxEntry[];
  refused: OutboxEntry[];
}

/** undefined while reading; request undefined when the device does not hold it. */
export function useSellerRequest(id: string): SellerRequestView | undefined {
  const farmId = useMyFarmId();
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const request = await db.quote_requests.get(id);
    const quotes = await db.quotes.where('request_id').equals(id).toArray();
    const quote = quotes.find((q) => !farmId || q.seller_id === farmId);
    const [agreement, category, farm, branches, products, entries] = await Promise.all([
      quote ? db.agreements.where('quote_id').equals(quote.id).first() : undefined,
      request ? db.categories.get(request.category_id) : undefined,
      farmId ? db.sellers.get(farmId) : undefined,
      farmId ? db.branches.where('seller_id').equals(farmId).toArray() : [],
      farmId && request ? db.products.where('seller_id').equals(farmId).filter((p) => p.category_id === request.category_id).toArray() : [],
      quote ? waitingChanges(db, 'quotes', quote.id) : [],
    ]);
    products.sort((a, b) => a.name.localeCompare(b.name));
    branches.sort((a, b) => a.name.localeCompare(b.name));
    return {
      farmId,
      request,
      quote,
      agreement,
      category,
      farm,
      branches: branches.filter((b) => b.status === 'approved'),
      products,
      waiting: entries.filter((e) => e.state === 'pending'),
      refused: entries.filter((e) => e.state !== 'pending'),
    };
  }, [id, farmId]);
}
