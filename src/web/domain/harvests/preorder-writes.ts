// A buyer's pre-orders changed offline-first (made, cancelled, a partial fill accepted or declined): shown at once in
// Dexie, sent once through the outbox. A pre-order the server refuses (not enough left, the price changed, the harvest
// closed) stays on the screen as 'Not saved' with the server's reason until the buyer retries or discards it.
import { depositMinor } from '@contract/harvest-rules.ts';
import type { CreatePreorder } from '@contract/harvests.ts';
import { db, type LocalHarvest, type LocalPreorder } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { PREORDER_PATHS } from '@contract/harvest-paths.ts';
import { PREORDER_ACCEPT_KIND, PREORDER_CANCEL_KIND, PREORDER_CREATE_KIND } from './harvest-appliers.ts';

const TABLE = 'preorders';
const harvestHref = (harvestId: string) => `/preorderproduce/${harvestId}`;

export interface PreorderArgs {
  /** The body of POST /preorders/ (the id is made by the device; unit_price_minor is the price the buyer saw). */
  body: CreatePreorder;
  harvest: LocalHarvest;
  buyer: { id: string; first_name: string; last_name: string };
  label: string;
}

/** The pre-order as this device shows it until the server's row replaces it. */
export function localPreorder({ body, harvest, buyer }: PreorderArgs, now: string): LocalPreorder {
  const delivery = body.fulfilment === 'delivery';
  return {
    id: body.id,
    harvest_id: harvest.id,
    buyer_id: buyer.id,
    buyer_name: `${buyer.first_name} ${buyer.last_name}`.trim(),
    buyer_business: null,
    seller_id: harvest.seller_id,
    farm_name: harvest.farm_name,
    product_id: harvest.product_id,
    product_name: harvest.product_name,
    product_name_fr: harvest.product_name_fr,
    unit: harvest.unit,
    grade: harvest.grade,
    quantity: body.quantity,
    unit_price_minor: body.unit_price_minor,
    currency: harvest.currency,
    deposit_percent: harvest.deposit_percent,
    deposit_minor: depositMinor(body.quantity * body.unit_price_minor, harvest.deposit_percent),
    status: 'pending',
    offered_quantity: null,
    cancel_reason: null,
    order_id: null,
    fulfilment: body.fulfilment,
    address_id: delivery ? (body.address_id ?? null) : null,
    branch_id: delivery ? null : (body.branch_id ?? null),
    payment_method: body.payment_method,
    note: body.note?.trim() || null,
    window_from: harvest.window_from,
    window_until: harvest.window_until,
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
  };
}

/** Pre-order a share of an expected harvest: shown at once (and taken from what is left), sent once. */
export async function placePreorder(args: PreorderArgs): Promise<string> {
  const row = localPreorder(args, new Date().toISOString());
  await mutate({
    kind: PREORDER_CREATE_KIND,
    label: args.label,
    entity: { table: TABLE, id: row.id },
    request: { method: 'POST', path: PREORDER_PATHS.list, body: args.body },
    editHref: harvestHref(args.harvest.id),
    apply: async () => {
      await db.preorders.put(row);
      // What is left shows the new pre-order at once; the pull brings the server's figures.
      const harvest = await db.harvests.get(args.harvest.id);
      if (harvest)
        await db.harvests.put({
          ...harvest,
          preordered_quantity: harvest.preordered_quantity + row.quantity,
          preorder_count: harvest.preorder_count + 1,
        });
    },
  });
  return row.id;
}

async function current(preorder: LocalPreorder): Promise<LocalPreorder> {
  return (await db.preorders.get(preorder.id)) ?? preorder;
}

/** Cancel while waiting for the harvest, or decline the partial fill offered: the units go back to the harvest. */
export async function cancelPreorder(preorder: LocalPreorder, label: string): Promise<void> {
  await mutate({
    kind: PREORDER_CANCEL_KIND,
    label,
    entity: { table: TABLE, id: preorder.id },
    request: { method: 'POST', path: PREORDER_PATHS.cancel(preorder.id) },
    editHref: harvestHref(preorder.harvest_id),
    apply: async () => {
      const base = await current(preorder);
      const declined = base.status === 'partial_offered';
      await db.preorders.put({
        ...base,
        status: 'cancelled',
        cancel_reason: declined ? 'partial_declined' : 'buyer',
        updated_at: new Date().toISOString(),
      });
      const harvest = await db.harvests.get(base.harvest_id);
      if (harvest && !declined && harvest.status === 'open')
        await db.harvests.put({
          ...harvest,
          preordered_quantity: Math.max(0, harvest.preordered_quantity - base.quantity),
          preorder_count: Math.max(0, harvest.preorder_count - 1),
        });
    },
  });
}

/** Take the partial quantity offered: the server makes it an order (the pull brings it). */
export async function acceptPartialFill(preorder: LocalPreorder, label: string): Promise<void> {
  await mutate({
    kind: PREORDER_ACCEPT_KIND,
    label,
    entity: { table: TABLE, id: preorder.id },
    request: { method: 'POST', path: PREORDER_PATHS.accept(preorder.id) },
    editHref: harvestHref(preorder.harvest_id),
    apply: async () => {
      const base = await current(preorder);
      await db.preorders.put({ ...base, status: 'ordered', updated_at: new Date().toISOString() });
    },
  });
}
