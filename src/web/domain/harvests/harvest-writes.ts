// A farm's expected harvests changed offline-first: each change shows at once in Dexie and waits in the outbox, sent
// once (Idempotency-Key) by the drainer; the server's answer replaces the row (harvest-appliers.ts). A refusal stays on
// the harvest as 'Not saved' with the server's reason (and, for a short harvest, its plan) until retried or discarded.
import type { CreateHarvest, UpdateHarvest } from '@contract/harvests.ts';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { db, type LocalHarvest, type OutboxEntry } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { HARVEST_PATHS } from '@contract/harvest-paths.ts';
import { HARVEST_CANCEL_KIND, HARVEST_CREATE_KIND, HARVEST_RECORD_KIND, HARVEST_UPDATE_KIND } from './harvest-appliers.ts';

const TABLE = 'harvests';
const FARM_HREF = '/seller/harvests';

/** The harvest as this device shows it until the server's row replaces it. */
export function localHarvest(
  body: CreateHarvest,
  product: Product,
  farm: Pick<SellerPublic, 'id' | 'farm_name' | 'province'> | undefined,
  now: string,
): LocalHarvest {
  return {
    id: body.id,
    seller_id: product.seller_id,
    farm_name: farm?.farm_name ?? '',
    province: farm?.province ?? product.province ?? '',
    product_id: product.id,
    product_name: product.name,
    product_name_fr: product.name_fr,
    category_id: product.category_id,
    image: product.images[0]?.card ?? null,
    unit: product.unit,
    grade: body.grade,
    status: 'open',
    expected_quantity: body.expected_quantity,
    preordered_quantity: 0,
    preorder_count: 0,
    window_from: body.window_from,
    window_until: body.window_until,
    price_minor: body.price_minor,
    currency: product.currency,
    deposit_percent: body.deposit_percent ?? 0,
    note: body.note?.trim() || null,
    note_fr: body.note_fr?.trim() || null,
    harvested_quantity: null,
    harvested_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
  };
}

/** Declare an expected harvest (its id is made here): shown at once, sent once. */
export async function declareHarvest(body: CreateHarvest, product: Product, farm: SellerPublic | undefined, label: string): Promise<string> {
  const row = localHarvest(body, product, farm, new Date().toISOString());
  await mutate({
    kind: HARVEST_CREATE_KIND,
    label,
    entity: { table: TABLE, id: row.id },
    request: { method: 'POST', path: HARVEST_PATHS.list, body },
    editHref: FARM_HREF,
    apply: async () => {
      await db.harvests.put(row);
    },
  });
  return row.id;
}

async function current(harvest: LocalHarvest): Promise<LocalHarvest> {
  return (await db.harvests.get(harvest.id)) ?? harvest;
}

/** Change the expected quantity, window, price, deposit or note (only the fields that changed). */
export async function editHarvest(harvest: LocalHarvest, patch: UpdateHarvest, label: string): Promise<void> {
  await mutate({
    kind: HARVEST_UPDATE_KIND,
    label,
    entity: { table: TABLE, id: harvest.id },
    request: { method: 'PATCH', path: HARVEST_PATHS.detail(harvest.id), body: patch },
    editHref: FARM_HREF,
    apply: async () => {
      const base = await current(harvest);
      const next: LocalHarvest = { ...base, updated_at: new Date().toISOString() };
      if (patch.expected_quantity !== undefined) next.expected_quantity = patch.expected_quantity;
      if (patch.window_from !== undefined) next.window_from = patch.window_from;
      if (patch.window_until !== undefined) next.window_until = patch.window_until;
      if (patch.price_minor !== undefined) next.price_minor = patch.price_minor;
      if (patch.deposit_percent !== undefined) next.deposit_percent = patch.deposit_percent;
      if (patch.note !== undefined) next.note = patch.note?.trim() || null;
      if (patch.note_fr !== undefined) next.note_fr = patch.note_fr?.trim() || null;
      await db.harvests.put(next);
    },
  });
}

/** The harvest will not come: its waiting pre-orders are cancelled by the server and their buyers told. */
export async function cancelHarvest(harvest: LocalHarvest, label: string): Promise<void> {
  await mutate({
    kind: HARVEST_CANCEL_KIND,
    label,
    entity: { table: TABLE, id: harvest.id },
    request: { method: 'POST', path: HARVEST_PATHS.cancel(harvest.id) },
    editHref: FARM_HREF,
    apply: async () => {
      const base = await current(harvest);
      const now = new Date().toISOString();
      await db.harvests.put({ ...base, status: 'cancelled', cancelled_at: now, updated_at: now });
    },
  });
}

/**
 * The harvest is in: `quantity` units. `confirmPartial` is the farm's explicit yes to partial fills when the harvest
 * is short of the pre-orders; without it the server refuses a short harvest (409 harvest_short, with its plan).
 * `replacing` is a refused recording this one answers (its entry goes in the same transaction).
 */
export async function recordHarvest(
  harvest: LocalHarvest,
  quantity: number,
  confirmPartial: boolean,
  label: string,
  replacing?: Pick<OutboxEntry, 'id'>,
): Promise<void> {
  await mutate({
    kind: HARVEST_RECORD_KIND,
    label,
    entity: { table: TABLE, id: harvest.id },
    request: { method: 'POST', path: HARVEST_PATHS.harvest(harvest.id), body: { quantity, confirm_partial: confirmPartial } },
    editHref: FARM_HREF,
    apply: async () => {
      if (replacing) await db.local_outbox.where('id').equals(replacing.id).delete();
      const base = await current(harvest);
      const now = new Date().toISOString();
      await db.harvests.put({ ...base, status: 'harvested', harvested_quantity: quantity, harvested_at: now, updated_at: now });
    },
  });
}
