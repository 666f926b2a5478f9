// The ledger rows the money screens read, from Dexie only (offline too): a farm's (its buyers' entries, notices and
// the orders they are about) or a buyer's own, with the changes not yet confirmed: what waits to be sent (pending)
// and what the server refused, by row.
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '@/lib/auth.ts';
import { db, entityKey, type LocalLedgerEntry, type LocalOrder, type LocalPaymentClaim, type OutboxEntry } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { waitingChangesIn } from '@/offline/waiting.ts';

export interface MoneyRows {
  orders: LocalOrder[];
  entries: LocalLedgerEntry[];
  claims: LocalPaymentClaim[];
  /** Entity keys ('ledger_entries:<id>', 'payment_claims:<id>') with a change waiting to be sent. */
  pending: Set<string>;
  /** Changes the server refused, oldest first. */
  refused: OutboxEntry[];
}

async function changes(): Promise<Pick<MoneyRows, 'pending' | 'refused'>> {
  const all = [...(await waitingChangesIn(db, 'ledger_entries')), ...(await waitingChangesIn(db, 'payment_claims'))].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return {
    pending: new Set(all.filter((e) => e.state === 'pending').flatMap((e) => (e.entityKey ? [e.entityKey] : []))),
    refused: all.filter((e) => e.state === 'rejected'),
  };
}

async function read(field: 'seller_id' | 'buyer_id', id: string): Promise<MoneyRows | undefined> {
  const [orders, entries, claims] = await Promise.all([
    db.orders.where(field).equals(id).toArray(),
    db.ledger_entries.where(field).equals(id).toArray(),
    db.payment_claims.where(field).equals(id).toArray(),
  ]);
  const found = await untilFirstPull(entries);
  if (!found) return undefined;
  return { orders, entries: found, claims, ...(await changes()) };
}

/** Every ledger of the farm `farmId` (undefined while reading or before the first pull; empty without a farm). */
export function useFarmMoney(farmId: string | null | undefined): MoneyRows | undefined {
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    if (farmId === null) return { orders: [], entries: [], claims: [], pending: new Set<string>(), refused: [] };
    return read('seller_id', farmId);
  }, [farmId]);
}

/** Every ledger of the signed-in buyer, with every farm they owe or have paid. */
export function useMyMoney(): MoneyRows | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => (userId ? read('buyer_id', userId) : undefined), [userId]);
}

/** Whether an entry or notice waits to be sent. */
export function isPending(rows: Pick<MoneyRows, 'pending'>, table: 'ledger_entries' | 'payment_claims', id: string): boolean {
  return rows.pending.has(entityKey(table, id));
}
