// The edit form's starting values (the standing order as it is, each line at today's price when the device knows
// it) and the PATCH body: only the fields that differ from the standing order.
import type { StandingOrder, UpdateStandingOrder } from '@contract/standing-orders.ts';
import { lineKey, type StandingOrderView } from '../../standing-order-view.ts';

export type EditValues = UpdateStandingOrder;

export function editValuesOf({ order, priceChanges }: StandingOrderView): EditValues {
  const now = new Map(priceChanges.map((c) => [lineKey(c.line), c.now]));
  return {
    cadence: order.cadence,
    weekdays: order.weekdays,
    end_date: order.end_date,
    fulfilment: order.fulfilment,
    address_id: order.address_id,
    branch_id: order.branch_id,
    payment_method: order.payment_method,
    note: order.note ?? '',
    lines: order.lines.map((l) => ({
      product_id: l.product_id,
      grade: l.grade,
      quantity: l.quantity,
      unit_price_minor: now.get(lineKey(l)) ?? l.unit_price_minor,
    })),
  };
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** What the parsed values change. Fulfilment goes with its address and pickup place; lines go whole. */
export function changesOf(order: StandingOrder, v: EditValues): UpdateStandingOrder {
  const patch: UpdateStandingOrder = {};
  const cadence = v.cadence ?? order.cadence;
  if (cadence !== order.cadence) patch.cadence = cadence;
  if (cadence === 'weekdays' && !sameList(v.weekdays ?? [], order.weekdays)) patch.weekdays = v.weekdays ?? [];
  if (cadence === 'weekdays' && patch.cadence) patch.weekdays = v.weekdays ?? [];
  const end = v.end_date || null;
  if (end !== order.end_date) patch.end_date = end;
  const fulfilment = v.fulfilment ?? order.fulfilment;
  const address = fulfilment === 'delivery' ? (v.address_id ?? null) : null;
  const branch = fulfilment === 'pickup' ? (v.branch_id ?? null) : null;
  if (fulfilment !== order.fulfilment || address !== order.address_id || branch !== order.branch_id) {
    patch.fulfilment = fulfilment;
    patch.address_id = address;
    patch.branch_id = branch;
  }
  if (v.payment_method && v.payment_method !== order.payment_method) patch.payment_method = v.payment_method;
  const note = (v.note ?? '').trim() || null;
  if (note !== (order.note ?? null)) patch.note = note;
  const lines = v.lines ?? [];
  const before = new Map(order.lines.map((l) => [lineKey(l), l]));
  const linesChanged =
    lines.length !== order.lines.length ||
    lines.some((l) => before.get(lineKey(l))?.quantity !== l.quantity || before.get(lineKey(l))?.unit_price_minor !== l.unit_price_minor);
  if (linesChanged) patch.lines = lines;
  return patch;
}
