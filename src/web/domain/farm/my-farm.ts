// Which farm the signed-in seller owns, so the screens can tell their products from everybody else's in the synced
// catalogue. Asked once from GET /account/user-seller/ and kept on the device (local_meta), so it is known offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { SellerProfile } from '@contract/catalogue.ts';
import { SELLER_PROFILE_PATH } from './seller-terms.ts';
import { db } from '@/offline/db.ts';
import { META, readMeta, writeMeta } from '@/offline/meta.ts';
import { api } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';

export const myFarmKey = (userId: string): string => META.myFarm(userId).key;

/** Keeps which farm the user owns (the server said so: registration, or GET /account/user-seller/). */
export async function keepMyFarmId(userId: string, farmId: string): Promise<void> {
  await writeMeta(db, META.myFarm(userId), farmId);
}

/** Until the server has said: the farm of rows only an owner receives (drafts, hidden products, movement history). */
async function guessFromOwnerRows(): Promise<string | null> {
  const hidden = await db.products.filter((p) => p.visible === false).first();
  if (hidden) return hidden.seller_id;
  const movement = await db.stock_movements.limit(1).first();
  if (!movement) return null;
  return (await db.products.get(movement.product_id))?.seller_id ?? null;
}

/** The farm id kept on the device, else asked from the server and kept; null offline or without a farm. */
export async function fetchMyFarmId(userId: string): Promise<string | null> {
  const kept = await readMeta(db, META.myFarm(userId));
  if (typeof kept === 'string') return kept;
  try {
    const { data } = await api<{ data: SellerProfile }>(SELLER_PROFILE_PATH);
    await keepMyFarmId(userId, data.id);
    return data.id;
  } catch {
    return null;
  }
}

/** The seller id of the signed-in user's farm; null when unknown (not a seller yet, or never online); undefined while reading. */
export function useMyFarmId(): string | null | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const stored = useLiveQuery(async () => {
    if (!userId) return null;
    const kept = await readMeta(db, META.myFarm(userId));
    return typeof kept === 'string' ? kept : { guess: await guessFromOwnerRows() };
  }, [userId]);

  const known = typeof stored === 'string';
  useEffect(() => {
    if (userId && !known) void fetchMyFarmId(userId); // offline or no farm yet: the guess stands
  }, [userId, known]);

  if (stored === undefined) return undefined;
  return typeof stored === 'string' ? stored : stored?.guess ?? null;
}
