// The median price per grade over time as a hand-drawn SVG (no chart library: a few hundred bytes of paths), loaded
// lazily by the pages that draw it. Prices change on some days and hold in between, so each grade is a step line;
// grades differ by colour and by dash, and are named in the legend. Text alternatives: the SVG's description (each
// grade's first and last median, lowest and highest) and a table of every day a median changed ('Show as table').
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table2 } from 'lucide-react';
import type { Grade } from '@contract/enums.ts';
import { historyChanges, type MedianHistory } from '@contract/price-history-rules.ts';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useBasisLabels } from './price-labels.ts';

const WIDTH = 420;
const HEIGHT = 230;
const LEFT = 62;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 30;

/** Colour and dash per grade: told apart without colour too. */
export const GRADE_STROKES: Record<Grade, { color: string; dash: string | undefined }> = {
  top: { color: '#166534', dash: undefined },
  mid: { color: '#1d4ed8', dash: '8 5' },
  lower: { color: '#9a3412', dash: '2 4' },
};

/** The step path of one grade's points ('M x y H x V y ...'), broken where it has no price. */
function stepPath(values: Array<number | null>, x: (i: number) => number, y: (v: number) => number): string {
  let d = '';
  let open = false;
  values.forEach((v, i) => {
    if (v === null) {
      open = false;
      return;
    }
    if (!open) {
      d += `M${x(i).toFixed(1)} ${y(v).toFixed(1)}`;
      open = true;
    } else {
      d += `H${x(i).toFixed(1)}V${y(v).toFixed(1)}`;
    }
    // Each day is held until the next: draw to the day's right edge.
    d += `H${x(i + 1).toFixed(1)}`;
  });
  return d;
}

export default function PriceHistoryChart({ history }: { history: MedianHistory }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const gradeName = useGradeName();
  const labels = useBasisLabels();
  const [table, setTable] = useState(false);
  const { basis, currency, days } = history;
  const dates = new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
  const dayText = (day: string) => dates.format(new Date(`${day}T00:00:00Z`));
  const values = history.grades.flatMap((g) => g.points.map((p) => p.median).filter((m) => m !== null));
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = Math.max(1, Math.round((hi - lo) * 0.08));
  const y0 = Math.max(0, lo - pad);
  const y1 = hi + pad;
  const x = (i: number) => LEFT + (i / days.length) * (WIDTH - LEFT - RIGHT);
  const y = (v: number) => TOP + (1 - (v - y0) / (y1 - y0 || 1)) * (HEIGHT - TOP - BOTTOM);
  const ticks = [y0, Math.round((y0 + y1) / 2), y1];
  const xTicks = [0, Math.floor((days.length - 1) / 2), days.length - 1];

  const summary = history.grades
    .map((g) => {
      const priced = g.points.filter((p) => p.median !== null);
      const first = priced[0]!;
      const last = priced[priced.length - 1]!;
      const meds = priced.map((p) => p.median!);
      return t`${gradeName(g.grade)}: median ${labels.money(first.median!, currency)} on ${dayText(first.day)}, ${labels.money(last.median!, currency)} on ${dayText(last.day)}; lowest ${labels.money(Math.min(...meds), currency)}, highest ${labels.money(Math.max(...meds), currency)}`;
    })
    .join('. ');
  const rows = table ? historyChanges(history) : [];
  const per = labels.per(basis);

  return (
    <figure className="mt-3 max-w-2xl rounded-lg border border-gray-200 bg-white p-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{t`Median price ${per} by grade, ${dayText(days[0]!)} to ${dayText(days[days.length - 1]!)}`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={LEFT - 6} y={y(v) + 4} fontSize="12" fill="#374151" textAnchor="end">
              {labels.money(v, currency)}
            </text>
          </g>
        ))}
        {xTicks.map((i, n) => (
          <text key={i} x={n === 0 ? x(0) : n === 2 ? x(days.length) : x(i)} y={HEIGHT - 8} fontSize="12" fill="#374151" textAnchor={n === 0 ? 'start' : n === 2 ? 'end' : 'middle'}>
            {dayText(days[i]!)}
          </text>
        ))}
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={HEIGHT - BOTTOM} stroke="#9ca3af" />
        {history.grades.map((g) => (
          <path
            key={g.grade}
            d={stepPath(
              g.points.map((p) => p.median),
              x,
              y,
            )}
            fill="none"
            stroke={GRADE_STROKES[g.grade].color}
            strokeDasharray={GRADE_STROKES[g.grade].dash}
            strokeWidth={2.5}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-800">
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t`Legend`}>
          {history.grades.map((g) => (
            <li key={g.grade} className="flex items-center gap-2">
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" stroke={GRADE_STROKES[g.grade].color} strokeDasharray={GRADE_STROKES[g.grade].dash} strokeWidth="2.5" />
              </svg>
              {gradeName(g.grade)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-expanded={table}
          aria-controls={`${id}-table`}
          onClick={() => setTable((v) => !v)}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 px-3 font-medium text-green-900 hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-green-700"
        >
          <Table2 aria-hidden="true" className="h-4 w-4" />
          {table ? <Trans>Hide the table</Trans> : <Trans>Show as table</Trans>}
        </button>
      </figcaption>
      <div id={`${id}-table`} hidden={!table}>
        {table && (
          <ScrollRegion label={t`Median price ${per} by grade, each day it changed`} className="mt-3">
            <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
              <caption className="sr-only">
                <Trans>Median price {per} by grade, each day it changed</Trans>
              </caption>
              <thead className="border-b border-gray-300 text-gray-800">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    <Trans>From</Trans>
                  </th>
                  {history.grades.map((g) => (
                    <th key={g.grade} scope="col" className="py-2 pr-3">
                      {gradeName(g.grade)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.day} className="border-b border-gray-200">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {dayText(r.day)}
                    </th>
                    {r.medians.map((m, i) => (
                      <td key={history.grades[i]!.grade} className="py-1.5 pr-3">
                        {m === null ? '—' : labels.price(m, currency, basis)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </figure>
  );
}
