// The order's satisfaction-guarantee reports: lines, kinds, quantities, description and photos, and the seller's
// answer, or the form to give it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderProblem } from '@contract/orders.ts';
import { formatInvoiceNumber, useOrderFormats, useProblemKindLabel, useResolutionLabel } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { AnswerForm } from './answer-form.tsx';

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
  const quantity = useQuantityLabel();
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
          const what = kind(pl.kind);
          const affected = line ? quantity(pl.quantity, line.unit) : q.number(pl.quantity);
          return (
            <li key={`${pl.line_id}-${pl.kind}`} className="text-gray-900">
              {t`${name}: ${what}, ${affected}`}
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
