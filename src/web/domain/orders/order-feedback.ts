// The buyer's feedback on a delivered order, through the outbox: a rating (1 to 5, optional comment) per product, and
// a satisfaction-guarantee report (lines, kind, quantity, description, up to 3 photos) within 48 h of delivery. The
// device shows each at once; the server's answer (the whole order) replaces it through applyConfirmedOrder.
import type { OrderProblem } from '@contract/orders.ts';
import type { ProblemKind } from '@contract/enums.ts';
import { ORDER_PATHS } from '@contract/order-rules.ts';
import { db, type LocalOrder, type MultipartBody } from '@/offline/db.ts';
import { ORDER_PROBLEM_KIND, ORDER_REVIEW_KIND } from './order-writes.ts';
import { mutate } from '@/offline/outbox.ts';

/** Rate the product of one line of a delivered order (rating again updates it). */
export async function rateOrderLine(args: { order: LocalOrder; lineId: string; rating: number; comment?: string | null; label: string }): Promise<void> {
  const { order, lineId, rating, label } = args;
  const line = order.lines.find((l) => l.id === lineId);
  if (!line?.product_id) throw new Error('This line has no product to rate');
  const comment = args.comment?.trim() || null;
  await mutate({
    kind: ORDER_REVIEW_KIND,
    label,
    entity: { table: 'orders', id: order.id },
    request: { method: 'POST', path: ORDER_PATHS.review(order.id), body: { product_id: line.product_id, rating, comment } },
    editHref: `/orders/${order.id}`,
    apply: async () => {
      const base = (await db.orders.get(order.id)) ?? order;
      // Every line of the same product carries the rating (one review per product and order).
      const lines = base.lines.map((l) => (l.product_id === line.product_id ? { ...l, my_rating: rating, my_comment: comment } : l));
      await db.orders.put({ ...base, lines });
    },
  });
}

export interface ProblemPhoto {
  name: string;
  type: string;
  blob: Blob;
}

/** Report a problem with lines of a delivered order (the satisfaction guarantee). Resolves to the report's id. */
export async function reportOrderProblem(args: {
  order: LocalOrder;
  lines: Array<{ line_id: string; kind: ProblemKind; quantity: number }>;
  description: string;
  photos: ProblemPhoto[];
  label: string;
}): Promise<string> {
  const { order, lines, photos, label } = args;
  const id = crypto.randomUUID();
  const description = args.description.trim();
  const body: MultipartBody = {
    multipart: true,
    data: { id, lines, description },
    files: photos.map((p) => ({ field: 'photos', name: p.name, type: p.type, blob: p.blob })),
  };
  await mutate({
    kind: ORDER_PROBLEM_KIND,
    label,
    entity: { table: 'orders', id: order.id },
    request: { method: 'POST', path: ORDER_PATHS.problems(order.id), body },
    editHref: `/orders/${order.id}`,
    apply: async () => {
      const base = (await db.orders.get(order.id)) ?? order;
      // The photos are not on the server yet: the report shows without them until the answer brings their paths.
      const problem: OrderProblem = {
        id,
        lines,
        description,
        photos: [],
        created_at: new Date().toISOString(),
        resolution: null,
        amount_minor: null,
        answer_note: null,
        answered_at: null,
      };
      await db.orders.put({ ...base, problems: [...base.problems, problem] });
    },
  });
  return id;
}
