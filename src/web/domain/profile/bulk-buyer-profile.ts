// The signed-in bulk buyer's business (name, type, usual unit), kept on the device (local_meta) so the dashboard
// greets the business offline too. Written when registration succeeds, else asked once from GET /product/bulk-buyer/.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { BulkBuyer } from '@contract/quotes.ts';
import { db } from '@/offline/db.ts';
import { META, readMeta, writeMeta } from '@/offline/meta.ts';
import { api } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';

export const BULK_BUYER_PATH = '/product/bulk-buyer/';
export const bulkBuyerKey = (userId: string): string => META.bulkBuyer(userId).key;

export async function keepBulkBuyerProfile(userId: string, profile: BulkBuyer): Promise<void> {
  await writeMeta(db, META.bulkBuyer(userId), profile);
}

/** The profile kept on the device, else asked from the server and kept; null offline or when there is none. */
export async function fetchBulkBuyerProfile(userId: string): Promise<BulkBuyer | null> {
  const kept = await readMeta(db, META.bulkBuyer(userId));
  if (kept) return kept;
  try {
    const { data } = await api<{ data: BulkBuyer }>(BULK_BUYER_PATH);
    await keepBulkBuyerProfile(userId, data);
    return data;
  } catch {
    return null;
  }
}

/** The signed-in user's business; null when unknown (never online since registering); undefined while reading. */
export function useBulkBuyerProfile(): BulkBuyer | null | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const kept = useLiveQuery(async () => {
    if (!userId) return null;
    return (await readMeta(db, META.bulkBuyer(userId))) ?? null;
  }, [userId]);
  const missing = kept === null;
  useEffect(() => {
    if (userId && missing) void fetchBulkBuyerProfile(userId); // offline: the orders' business name stands in
  }, [userId, missing]);
  return kept;
}
