// The seller's answer to a problem report: a refund or a credit with an amount in the order's currency, or declined
// with a reason. It waits in the outbox; the report shows the answer at once.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import type { OrderProblem } from '@contract/orders.ts';
import { PAYMENT_RECORD_METHODS, PROBLEM_RESOLUTIONS } from '@contract/enums.ts';
import { refundRoom } from '@contract/ledger-rules.ts';
import { leftToGrant } from '@contract/problem-caps.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOrderFormats, useResolutionLabel } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { answerProblem, checkAnswer, type AnswerError, type AnswerInput } from '@/domain/orders/problem-answer.ts';
import { usePaymentRecordMethodLabel } from '@/domain/money/money-labels.tsx';
import { useOrderInvoice } from '@/domain/money/use-order-invoice.ts';
import { parseAmount } from '../amount.ts';

export function AnswerForm({ order, problem, label }: { order: LocalOrder; problem: OrderProblem; label: string }) {
  const { t } = useLingui();
  const resolutionLabel = useResolutionLabel();
  const f = useOrderFormats();
  // Refunds and credits of the order's other reports count too: the server refuses more than what is left.
  const left = leftToGrant(order);
  const leftMoney = f.money(left, order.currency);
  const totalMoney = f.money(order.total_minor, order.currency);
  const methodLabel = usePaymentRecordMethodLabel();
  // A refund pays money back: never more than was paid on the order (less earlier refunds), as the ledger on this
  // device says; a credit needs no payment first.
  const invoice = useOrderInvoice(order);
  const room = invoice ? refundRoom(invoice.state) : undefined;
  const roomMoney = f.money(room ?? 0, order.currency);
  // checkAnswer holds the server's rules (its problemAnswerSchema and what is left to grant); the words are the form's.
  const schema = useMemo(() => {
    const words: Record<AnswerError, string> = {
      amount_invalid: t`Enter an amount greater than zero`,
      amount_too_high: t`The amount cannot be more than the order total`,
      amount_over_left: t`Only ${leftMoney} of the order total of ${totalMoney} is left to refund or credit.`,
      refund_over_paid: t`A refund pays money back: at most ${roomMoney}, what was paid on this order less earlier refunds. Give a credit instead, or record the payment first.`,
      reason_required: t`Please give a reason`,
    };
    return z
      .object({ resolution: z.enum(PROBLEM_RESOLUTIONS), amount: z.string(), note: z.string(), refund_method: z.enum(PAYMENT_RECORD_METHODS) })
      .transform(
        (v): AnswerInput => ({
          resolution: v.resolution,
          amount_minor: v.resolution === 'declined' ? null : parseAmount(v.amount),
          note: v.note,
          refund_method: v.refund_method,
        }),
      )
      .superRefine((answer, ctx) => {
        const found = checkAnswer(order, answer, room);
        if (found.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: words[found.amount] });
        if (found.note) ctx.addIssue({ code: 'custom', path: ['note'], message: words[found.note] });
      });
  }, [order, t, leftMoney, totalMoney, room, roomMoney]);
  const {
    register,
    watch,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(schema, { defaultValues: { resolution: 'refund', amount: '', note: '', refund_method: 'etransfer' } });
  const resolution = watch('resolution');

  const submit = submitWith(async (answer) => {
    try {
      await answerProblem({ order, problemId: problem.id, answer, label });
      toast.success(t`Answer saved. The buyer sees it once it is sent.`);
    } catch {
      toast.error(t`This change could not be saved. Please sign in again.`);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3 border-t border-gray-200 pt-3" aria-label={t`Answer this report`}>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Your answer</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {PROBLEM_RESOLUTIONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={r} className="size-5 accent-green-700" {...register('resolution')} />
              {resolutionLabel(r)}
            </label>
          ))}
        </div>
      </fieldset>
      {resolution !== 'declined' && (
        <TextField
          label={t`Amount (${order.currency})`}
          hint={left < order.total_minor ? t`At most ${leftMoney}: what earlier refunds and credits left of the order total of ${totalMoney}.` : t`At most ${f.money(order.total_minor, order.currency)}, the order total.`}
          inputMode="decimal"
          error={fieldError('amount')}
          {...register('amount')}
        />
      )}
      {resolution === 'refund' && (
        <SelectField label={t`How is the refund paid back?`} {...register('refund_method')}>
          {PAYMENT_RECORD_METHODS.map((m) => (
            <option key={m} value={m}>
              {methodLabel(m)}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={resolution === 'declined' ? t`Reason` : t`Message to the buyer (optional)`}
        required={resolution === 'declined'}
        maxLength={500}
        error={fieldError('note')}
        {...register('note')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Send answer</Trans>
        </Button>
      </div>
    </form>
  );
}
