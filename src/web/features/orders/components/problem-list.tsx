// The problem reports of an order as the buyer sees them: the lines, what went wrong, the photos, and the farm's answer.
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import type { OrderProblem } from '@contract/orders.ts';
import { useOrderFormats, useProblemKindLabel, useResolutionLabel } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { useLineName } from './order-parts.tsx';

/** The reports of an order and the farm's answers. */
export function ProblemList({ order }: { order: LocalOrder }) {
  if (!order.problems.length) return null;
  return (
    <ul className="flex flex-col gap-3" data-testid="problem-reports">
      {order.problems.map((p) => (
        <ProblemItem key={p.id} order={order} problem={p} />
      ))}
    </ul>
  );
}

function ProblemItem({ order, problem }: { order: LocalOrder; problem: OrderProblem }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const kindLabel = useProblemKindLabel();
  const resolutionLabel = useResolutionLabel();
  const quantityLabel = useQuantityLabel();
  const { money } = useOrderFormats();
  const { date, number } = useQuantityFormats();
  const reported = date(problem.created_at);
  return (
    <li className="rounded-md border border-gray-200 p-3 text-sm" data-testid="problem-report">
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <MessageSquareWarning aria-hidden="true" className="size-4 text-amber-700" />
        <Trans>Reported {reported}</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5 text-gray-800">
        {problem.lines.map((pl) => {
          const line = order.lines.find((l) => l.id === pl.line_id);
          return (
            <li key={pl.line_id}>
              {line ? lineName(line) : t`A product`}: {kindLabel(pl.kind)}, {line ? quantityLabel(pl.quantity, line.unit) : number(pl.quantity)}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 whitespace-pre-line text-gray-800">{problem.description}</p>
      {problem.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {problem.photos.map((ph, i) => {
            const position = i + 1;
            return (
              <li key={ph.full}>
                <a href={ph.full} target="_blank" rel="noreferrer" className="block rounded-md">
                  <img src={ph.thumb} alt={t`Photo ${position} of the problem`} className="size-20 rounded-md border border-gray-300 object-cover" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2 rounded-md bg-gray-50 p-2" data-testid="problem-answer">
        {problem.resolution ? (
          <>
            <p className="font-semibold text-gray-900">
              <Trans>Answer from the farm:</Trans> {resolutionLabel(problem.resolution)}
              {problem.amount_minor !== null && problem.resolution !== 'declined' && ` · ${money(problem.amount_minor, order.currency)}`}
            </p>
            {problem.answer_note && <p className="whitespace-pre-line text-gray-800">{problem.answer_note}</p>}
          </>
        ) : (
          <p className="text-gray-800">
            <Trans>Waiting for the farm's answer.</Trans>
          </p>
        )}
      </div>
    </li>
  );
}
