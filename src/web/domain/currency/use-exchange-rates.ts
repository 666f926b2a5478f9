// The exchange rates in force on this device: from the synced `exchange_rates` rows (offline too), or, on a device
// that keeps nothing (a visitor's) or holds none yet (before its first pull), the server's GET /api/exchange-rates/
// asked once per visit. Never from anywhere else: the operator keeps them (npm run rates:set, the admin screen).
import { useEffect, useMemo, useState } from 'react';
import { currentRates, EXCHANGE_RATE_PATHS, rateDay, type ExchangeRate, type RateSet } from '@contract/currency-rules.ts';
import { api } from '@/lib/api.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';

const NONE: ExchangeRate[] = [];

let fetched: Promise<ExchangeRate[]> | null = null;
function fetchRates(): Promise<ExchangeRate[]> {
  fetched ??= api<{ data: ExchangeRate[] }>(EXCHANGE_RATE_PATHS.current, { fallback: 'Fetch failed' }).then(
    (r) => r.data,
    (err: unknown) => {
      fetched = null; // asked again next time (offline now, perhaps online later)
      throw err;
    },
  );
  return fetched;
}

/** Forget the asked rates (tests). */
export function forgetFetchedRates(): void {
  fetched = null;
}

/** The rates in force today; undefined while nothing has answered yet. */
export function useExchangeRates(): RateSet | undefined {
  const stored = useDeviceQuery((db) => db.exchange_rates.toArray(), [], { empty: NONE });
  const [asked, setAsked] = useState<ExchangeRate[] | undefined>(undefined);
  const needServer = stored !== undefined && stored.length === 0;
  useEffect(() => {
    if (!needServer) return;
    let live = true;
    fetchRates().then(
      (rows) => live && setAsked(rows),
      () => live && setAsked(NONE),
    );
    return () => {
      live = false;
    };
  }, [needServer]);
  const rows = stored && stored.length > 0 ? stored : asked;
  return useMemo(() => (rows ? currentRates(rows, rateDay(new Date())) : undefined), [rows]);
}
