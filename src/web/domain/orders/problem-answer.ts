// The seller's answer to a satisfaction-guarantee report (refund or credit with an amount, or declined with a
// reason), through the outbox: the local order shows the answer at once; the server's answer replaces it.
import type { PaymentRecordMethod, ProblemResolution } from '@contract/enums.ts';
import { ORDER_PATHS } from '@contract/order-rules.ts';
import type { ProblemAnswerWrite } from '@contract/orders.ts';
import { leftToGrant } from '@contract/problem-caps.ts';
import { db, type LocalOrder } from '@/offline/db.ts';
import { ORDER_ANSWER_KIND } from './order-writes.ts';
import { mutate } from '@/offline/outbox.ts';

export interface AnswerInput {
  resolution: ProblemResolution;
  /** Minor units (refund or credit); ignored when declined. */
  amount_minor: number | null;
  note: string;
  /** How a refund is paid back (the ledger records it); e-Transfer when not said. */
  refund_method?: PaymentRecordMethod;
}

export type AnswerError = 'amount_invalid' | 'amount_too_high' | 'amount_over_left' | 'refund_over_paid' | 'reason_required';

/**
 * What the server would refuse, checked before anything is queued: its problemAnswerSchema, an amount over what
 * the refunds and credits of the order's other reports left of its total, and a refund above what was paid on the
 * order less earlier refunds (`refundRoom`, from the device's ledger; undefined when the device holds none).
 */
export function checkAnswer(order: Pick<LocalOrder, 'total_minor' | 'problems'>, a: AnswerInput, refundRoom?: number): { amount?: AnswerError; note?: AnswerError } {
  const out: { amount?: AnswerError; note?: AnswerError } = {};
  if (a.resolution === 'declined') {
    if (!a.note.trim()) out.note = 'reason_required';
  } else if (!a.amount_minor || a.amount_minor < 1) out.amount = 'amount_invalid';
  else if (a.amount_minor > order.total_minor) out.amount = 'amount_too_high';
  else if (a.amount_minor > leftToGrant(order)) out.amount = 'amount_over_left';
  else if (a.resolution === 'refund' && refundRoom !== undefined && a.amount_minor > refundRoom) out.amount = 'refund_over_paid';
  return out;
}

export async function answerProblem(args: { order: LocalOrder; problemId: string; answer: AnswerInput; label: string }): Promise<void> {
  const { order, problemId, answer, label } = args;
  const body: ProblemAnswerWrite = {
    resolution: answer.resolution,
    amount_minor: answer.resolution === 'declined' ? null : answer.amount_minor,
    note: answer.note.trim() || null,
    ...(answer.resolution === 'refund' && answer.refund_method ? { refund_method: answer.refund_method } : {}),
  };
  const now = new Date().toISOString();
  await mutate({
    kind: ORDER_ANSWER_KIND,
    label,
    entity: { table: 'orders', id: order.id },
    request: {
      method: 'POST',
      path: ORDER_PATHS.answer(order.id, problemId),
      body,
    },
    editHref: `/seller/orders/${order.id}`,
    apply: async () => {
      const base = (await db.orders.get(order.id)) ?? order;
      await db.orders.put({
        ...base,
        problems: base.problems.map((p) =>
          p.id === problemId
            ? {
                ...p,
                resolution: body.resolution,
                amount_minor: body.amount_minor ?? null,
                answer_note: body.note ?? null,
                answered_at: now,
              }
            : p,
        ),
        updated_at: now,
      });
    },
  });
}
