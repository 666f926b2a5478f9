// The order's satisfaction-guarantee reports: lines, kinds, quantities, description and photos, and the seller's
// answer, or the form to give it (refund or credit with an amount in the order's currency, or declined with a reason).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { OrderProblem } from '@contract/orders.ts';
import { PROBLEM_RESOLUTIONS, type ProblemResolution } from '@contract/enums.ts';
import { leftToGrant } from '@contract/problem-caps.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { formatInvoiceNumber, useOrderFormats, useProblemKindLabel, useResolutionLabel } from '@/lib/order-labels.tsx';
import { useQuantityFormats } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { answerProblem, checkAnswer, type AnswerError } from '../answer-problem.ts';
import { parseAmount } from '../amount.ts';

export function ProblemReports({ order }: { order: LocalOrder }) {
  if (order.problems.length === 0) return null;
  return (
    <section aria-labelledby="problems-title" className="rounded-lg border border-red-200 bg-white p-4 shadow-sm print:hidden">
      <h2 id="problems-title" className="text-lg font-semibold text-gray-900">
        <Trans>Problem reports</Trans>
      </h2>
      <ul className="mt-2 flex flex-col gap-4">
        {order.problems.map((p) => (
          <ProblemReport key={p.id} order={order} problem={p} />
        ))}
      </ul>
    </section>
  );
}

function ProblemReport({ order, problem }: { order: LocalOrder; problem: OrderProblem }) {
  const { t, i18n } = useLingui();
  const kind = useProblemKindLabel();
  const unit = useUnitLabel();
  const q = useQuantityFormats();
  const f = useOrderFormats();
  const resolution = useResolutionLabel();
  const lines = new Map(order.lines.map((l) => [l.id, l]));
  return (
    <li data-testid="problem-report" className="rounded-md border border-gray-200 p-3">
      <p className="text-sm text-gray-700">
        <Trans>Reported {q.date(problem.created_at)}</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problem.lines.map((pl) => {
          const line = lines.get(pl.line_id);
          const name = line ? (i18n.locale === 'fr' && line.product_name_fr ? line.product_name_fr : line.product_name) : t`Unknown product`;
          return (
            <li key={`${pl.line_id}-${pl.kind}`} className="text-gray-900">
              {t`${name}: ${kind(pl.kind)}, ${pl.quantity} ${line ? unit(line.unit) : ''}`}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 whitespace-pre-line text-gray-900">{problem.description}</p>
      {problem.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Photos`}>
          {problem.photos.map((photo, i) => (
            <li key={photo.full}>
              <a href={photo.full} target="_blank" rel="noreferrer" className="block rounded focus:outline-none focus:ring-2 focus:ring-green-700">
                <img src={photo.thumb} alt={t`Photo ${i + 1} of the problem`} loading="lazy" className="size-24 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {problem.resolution ? (
        <div data-testid="problem-answer" className="mt-3 rounded-md bg-gray-50 p-3">
          <p className="font-semibold text-gray-900">
            <Trans>Your answer:</Trans> {resolution(problem.resolution)}
            {problem.amount_minor !== null && problem.resolution !== 'declined' && <> · {f.money(problem.amount_minor, order.currency)}</>}
          </p>
          {problem.answer_note && <p className="mt-1 whitespace-pre-line text-gray-800">{problem.answer_note}</p>}
        </div>
      ) : (
        <AnswerForm order={order} problem={problem} label={t`Answer the problem report of ${formatInvoiceNumber(order.invoice_number)}`} />
      )}
    </li>
  );
}

function AnswerForm({ order, problem, label }: { order: LocalOrder; problem: OrderProblem; label: string }) {
  const { t } = useLingui();
  const resolutionLabel = useResolutionLabel();
  const f = useOrderFormats();
  const [resolution, setResolution] = useState<ProblemResolution>('refund');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  // Refunds and credits of the order's other reports count too: the server refuses more than what is left.
  const left = leftToGrant(order);
  const leftMoney = f.money(left, order.currency);
  const totalMoney = f.money(order.total_minor, order.currency);
  const words: Record<AnswerError, string> = {
    amount_invalid: t`Enter an amount greater than zero`,
    amount_too_high: t`The amount cannot be more than the order total`,
    amount_over_left: t`Only ${leftMoney} of the order total of ${totalMoney} is left to refund or credit.`,
    reason_required: t`Please give a reason`,
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = resolution === 'declined' ? null : parseAmount(amount);
    const found = checkAnswer(order, { resolution, amount_minor: minor, note });
    const next = {
      amount: found.amount && words[found.amount],
      note: found.note && words[found.note],
    };
    setErrors(next);
    if (next.amount || next.note) return;
    setBusy(true);
    try {
      await answerProblem({
        order,
        problemId: problem.id,
        answer: { resolution, amount_minor: minor, note },
        label,
      });
      toast.success(t`Answer saved. The buyer sees it once it is sent.`);
    } catch {
      toast.error(t`This change could not be saved. Please sign in again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3 border-t border-gray-200 pt-3" aria-label={t`Answer this report`}>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Your answer</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {PROBLEM_RESOLUTIONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`resolution-${problem.id}`}
                value={r}
                checked={resolution === r}
                onChange={() => setResolution(r)}
                className="size-5 accent-green-700"
              />
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
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      <TextAreaField
        label={resolution === 'declined' ? t`Reason` : t`Message to the buyer (optional)`}
        required={resolution === 'declined'}
        maxLength={500}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Send answer</Trans>
        </Button>
      </div>
    </form>
  );
}
