// Price history's reads, from the synced `price_history` rows in Dexie (offline too): the median per grade of a
// comparison's offers over 30/90/365 days, and one product's own rows (the sparkline).
import type { Currency } from '@contract/enums.ts';
import { medianHistory, utcDay, type MedianHistory, type PriceHistoryEntry } from '@contract/price-history-rules.ts';
import { convertWithRates, type PricewiseGroup } from '@contract/pricewise-rules.ts';
import { useExchangeRates } from '@/domain/currency/use-exchange-rates.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';

const NO_ROWS: PriceHistoryEntry[] = [];

/**
 * The median of each grade's normalised price per day over `days` days ending today, for the offers of one basis of
 * a comparison (converted at the rates in force now). Null while the device holds no history for them.
 */
export function useMedianHistory(group: PricewiseGroup | undefined, viewer: Currency, days: number, today = utcDay(new Date())): MedianHistory | null | undefined {
  const rates = useExchangeRates();
  const ids = group ? [...new Set(group.offers.map((o) => o.product_id))] : [];
  const key = group ? `${group.basis}:${group.offers.map((o) => `${o.product_id}|${o.grade}`).join(',')}` : '';
  return useDeviceQuery(
    async (db) => {
      if (!group || !rates) return undefined;
      const entries = await db.price_history.where('product_id').anyOf(ids).toArray();
      if (entries.length === 0) return null;
      const history = medianHistory(entries, group.offers, group.basis, today, days, viewer, convertWithRates(rates));
      return history.grades.length > 0 ? history : null;
    },
    [key, viewer, days, today, rates],
    { empty: null },
  );
}

/** One product's history rows (every grade). */
export function useProductHistory(productId: string): PriceHistoryEntry[] | undefined {
  return useDeviceQuery((db) => db.price_history.where('product_id').equals(productId).toArray(), [productId], { empty: NO_ROWS });
}
