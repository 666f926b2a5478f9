// Price history's reads, from the synced `price_history` rows in Dexie (offline too): the median per grade of a
// comparison's offers over 30/90/365 days, and one product's own rows (the sparkline). A device that holds no
// catalogue (a visitor's) asks the server for the same rows (GET /api/product/pricewise/history/), and so does one
// whose history has not all arrived yet (the pull brings it after everything else: offline/pull.ts), falling back
// to what it holds when the server cannot answer.
import { useMemo } from 'react';
import type { Currency } from '@contract/enums.ts';
import { PRICE_HISTORY_MAX_IDS, PRICE_HISTORY_PATH } from '@contract/pricewise-rules.ts';
import { useServerAnswer } from '@/lib/use-server-answer.ts';
import { medianHistory, utcDay, type MedianHistory, type PriceHistoryEntry } from '@contract/price-history-rules.ts';
import { convertWithRates, type PricewiseGroup } from '@contract/pricewise-rules.ts';
import { useExchangeRates } from '@/domain/currency/use-exchange-rates.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';
import { readHistoryMeta } from '@/offline/meta.ts';

const NO_ROWS: PriceHistoryEntry[] = [];

/** The server's rows for `ids` (null: not asked); 'failed' when it could not answer (offline, say). */
function useServerHistory(ids: string[] | null): PriceHistoryEntry[] | 'failed' | undefined {
  return useServerAnswer<PriceHistoryEntry[]>(PRICE_HISTORY_PATH, ids && ids.length > 0 ? { ids: ids.slice(0, PRICE_HISTORY_MAX_IDS).join(',') } : null);
}

/** Whether this device holds the whole price history (its reader's history stream has finished a pull). */
function useHistoryOnDevice(): boolean | undefined {
  return useDeviceQuery(
    async (db) => (await readHistoryMeta(db, (await db.local_session.get('current'))?.user.id ?? null)).lastSyncAt !== null,
    [],
    { empty: false },
  );
}

/**
 * The median of each grade's normalised price per day over `days` days ending today, for the offers of one basis of
 * a comparison (converted at the rates in force now). Null while the device holds no history for them.
 */
export function useMedianHistory(
  group: PricewiseGroup | undefined,
  viewer: Currency,
  days: number,
  /** The comparison came from the server: the device holds no catalogue, the history is asked there too. */
  fromServer = false,
  today = utcDay(new Date()),
): MedianHistory | null | 'failed' | undefined {
  const rates = useExchangeRates();
  const ids = group ? [...new Set(group.offers.map((o) => o.product_id))] : [];
  const key = group ? `${group.basis}:${group.offers.map((o) => `${o.product_id}|${o.grade}`).join(',')}` : '';
  const whole = useHistoryOnDevice();
  // The device's history still arriving: the server's, or what the device holds when it cannot answer.
  const arriving = !fromServer && whole === false;
  const remote = useServerHistory((fromServer || arriving) && group ? ids : null);
  const fromRemote = useMemo(() => {
    if (!(fromServer || arriving) || !group || !rates || remote === undefined) return undefined;
    if (remote === 'failed') return 'failed' as const;
    const history = medianHistory(remote, group.offers, group.basis, today, days, viewer, convertWithRates(rates));
    return history.grades.length > 0 ? history : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the group
  }, [fromServer, arriving, key, remote, rates, today, days, viewer]);
  const onDevice = useDeviceQuery(
    async (db) => {
      if (!group || !rates || fromServer) return undefined;
      const entries = await db.price_history.where('product_id').anyOf(ids).toArray();
      if (entries.length === 0) return null;
      const history = medianHistory(entries, group.offers, group.basis, today, days, viewer, convertWithRates(rates));
      return history.grades.length > 0 ? history : null;
    },
    [key, viewer, days, today, rates, fromServer],
    { empty: null },
  );
  if (fromServer) return fromRemote;
  if (whole === undefined) return undefined;
  return arriving && fromRemote !== 'failed' ? fromRemote : onDevice;
}

/** One product's history rows (every grade): the device's, or the server's where the device holds no catalogue. */
export function useProductHistory(productId: string): PriceHistoryEntry[] | undefined {
  const stored = useDeviceQuery((db) => db.products.count(), [], { empty: 0 });
  const whole = useHistoryOnDevice();
  const arriving = stored !== undefined && stored > 0 && whole === false;
  const remote = useServerHistory(stored === 0 || arriving ? [productId] : null);
  const onDevice = useDeviceQuery((db) => db.price_history.where('product_id').equals(productId).toArray(), [productId], { empty: NO_ROWS });
  if (stored === undefined || whole === undefined) return undefined;
  if (stored === 0) return remote === 'failed' ? NO_ROWS : remote;
  if (arriving && remote !== 'failed') return remote;
  return onDevice;
}
