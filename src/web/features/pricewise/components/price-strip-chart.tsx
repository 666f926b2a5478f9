// A small hand-drawn SVG: one row per grade, a dot per offer at its compared price, the median as a bar, the best
// value filled. Its text alternative is the description below (each grade's spread and median) and the table.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@contract/enums.ts';
import type { PricewiseGroup } from '@contract/pricewise-rules.ts';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useBasisLabels } from './price-labels.ts';

const WIDTH = 440;
const LEFT = 10;
const RIGHT = 10;
const ROW = 50;
const TOP = 8;
const AXIS = 28;

export function PriceStripChart({ group, currency }: { group: PricewiseGroup; currency: Currency }) {
  const { t } = useLingui();
  const id = useId();
  const gradeName = useGradeName();
  const labels = useBasisLabels();
  const prices = group.offers.map((o) => o.price_minor);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const span = hi - lo || 1;
  const x = (p: number) => LEFT + ((p - lo) / span) * (WIDTH - LEFT - RIGHT);
  const height = TOP + group.grades.length * ROW + AXIS;
  const summary = group.grades
    .map((g) =>
      t`${gradeName(g.grade)}: ${g.count} offers from ${labels.money(g.min ?? 0, currency)} to ${labels.money(g.max ?? 0, currency)}, median ${labels.money(g.median ?? 0, currency)}`,
    )
    .join('. ');
  return (
    <figure className="mt-4 max-w-xl rounded-lg border border-gray-200 bg-white p-3">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t`Compared prices ${labels.per(group.basis)} by grade`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {group.grades.map((g, row) => {
          // The grade's name above its row: long names (French) never run into the dots.
          const y = TOP + row * ROW + ROW / 2 + 8;
          const offers = group.offers.filter((o) => o.grade === g.grade);
          return (
            <g key={g.grade}>
              <text x={0} y={y - 15} fontSize="13" fill="#1f2937">
                {gradeName(g.grade)}
              </text>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y} y2={y} stroke="#d1d5db" />
              {g.q1 !== null && g.q3 !== null && <rect x={x(g.q1)} y={y - 7} width={Math.max(2, x(g.q3) - x(g.q1))} height={14} fill="#bbf7d0" rx={3} />}
              {offers.map((o) => (
                <circle
                  key={`${o.product_id}:${o.grade}`}
                  cx={x(o.price_minor)}
                  cy={y}
                  r={5}
                  fill={o.best_value ? '#166534' : '#ffffff'}
                  stroke="#166534"
                  strokeWidth={2}
                />
              ))}
              {g.median !== null && <line x1={x(g.median)} x2={x(g.median)} y1={y - 12} y2={y + 12} stroke="#7c2d12" strokeWidth={3} />}
            </g>
          );
        })}
        <text x={LEFT} y={height - 6} fontSize="12" fill="#374151">
          {labels.price(lo, currency, group.basis)}
        </text>
        <text x={WIDTH - RIGHT} y={height - 6} fontSize="12" fill="#374151" textAnchor="end">
          {labels.price(hi, currency, group.basis)}
        </text>
      </svg>
      <figcaption className="mt-2 text-xs text-gray-700">
        <Trans>
          Each circle is an offer; filled: the best value of its grade. The brown bar marks the median, the green band
          the middle half of the offers.
        </Trans>
      </figcaption>
    </figure>
  );
}
