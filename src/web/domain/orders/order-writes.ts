// Changes to orders through the outbox, and the applier that writes the server's answer (always `{ data: Order }`)
// into Dexie. Placing (checkout), moving (buyer's cancel, seller's accept ... deliver), rating, reporting a problem
// and answering it all answer the whole order, so one applier serves every kind.
import type { Order, OrderEvent } from '@contract/orders.ts';
import type { OrderStatus } from '@contract/enums.ts';
import { ORDER_PATHS } from '@contract/order-paths.ts';
import { confirmRow, type Applier, type ApplyContext } from '@/offline/confirm.ts';
import { db, entityKey, type LocalOrder } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { waitingChangesOf } from '@/offline/waiting.ts';

export const ORDER_CREATE_KIND = 'order.create';
export const ORDER_TRANSITION_KIND = 'order.transition';
export const ORDER_REVIEW_KIND = 'order.review';
export const ORDER_PROBLEM_KIND = 'order.problem';
export const ORDER_ANSWER_KIND = 'order.answer';
export const ORDER_KINDS = [ORDER_CREATE_KIND, ORDER_TRANSITION_KIND, ORDER_REVIEW_KIND, ORDER_PROBLEM_KIND, ORDER_ANSWER_KIND] as const;

/**
 * The order as the server answered it, unless a later change to it still waits (its own answer comes later). Moving
 * or placing an order also moves stock and notifies the other party: a pull follows.
 */
export const applyConfirmedOrder: Applier = confirmRow<Order>('orders');

/**
 * The server's order, and the cart lines it emptied: a cart change sent just before the order (a line added
 * offline) may have written its line back from the server's answer.
 */
export async function applyPlacedOrder(ctx: ApplyContext): Promise<boolean> {
  await applyConfirmedOrder(ctx);
  const ids = (ctx.entry.body as { cart_item_ids?: unknown } | null)?.cart_item_ids;
  if (Array.isArray(ids) && ids.length && ctx.response) {
    const waiting = new Set((await waitingChangesOf(ctx.db, ids.map((i) => entityKey('cart_items', String(i))))).map((e) => e.entityKey));
    await ctx.db.cart_items.bulkDelete(ids.map(String).filter((i) => !waiting.has(entityKey('cart_items', i))));
  }
  return false;
}

/**
 * Move an order (the buyer cancels; the seller accepts, rejects, packs, ships, makes ready, delivers). The device
 * shows the new status at once, with a timeline step by `byName`; the server checks the move when it arrives, and
 * a refused move shows in 'changes not saved' with the server's reason.
 */
export async function transitionOrder(args: {
  order: LocalOrder;
  to: OrderStatus;
  reason?: string | null;
  by: 'buyer' | 'seller';
  byName: string;
  /** What the user did, in their language ('Accept order INV-000042'). */
  label: string;
  /** Where the user can look again at the order if the server refuses. */
  editHref: string;
}): Promise<void> {
  const { order, to, by, byName, label, editHref } = args;
  const reason = args.reason?.trim() || null;
  const now = new Date().toISOString();
  const event: OrderEvent = { id: crypto.randomUUID(), status: to, at: now, by, by_name: byName, reason };
  await mutate({
    kind: ORDER_TRANSITION_KIND,
    label,
    entity: { table: 'orders', id: order.id },
    request: { method: 'POST', path: ORDER_PATHS.transition(order.id), body: { to, reason } },
    editHref,
    apply: async () => {
      const base = (await db.orders.get(order.id)) ?? order;
      await db.orders.put({ ...base, status: to, events: [...base.events, event], delivered_at: to === 'delivered' ? now : base.delivered_at, updated_at: now });
    },
  });
}

export const ORDER_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  ...ORDER_KINDS.map((kind) => [kind, applyConfirmedOrder] as const),
  // Placing also clears the cart lines it took, should a cart change sent just before have written one back.
  [ORDER_CREATE_KIND, applyPlacedOrder],
];
