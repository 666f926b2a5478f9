// A product grade's own price (after its discount, in its currency) over the last 90 days as a tiny step line, on
// its product page. Its text alternative names the first and last price and the range.
import { useLingui } from '@lingui/react/macro';
import type { Currency, Grade } from '@contract/enums.ts';
import { ownPriceHistory, utcDay, type PriceHistoryEntry } from '@contract/price-history-rules.ts';
import { useBasisLabels } from './price-labels.ts';

const W = 96;
const H = 24;
export const SPARKLINE_DAYS = 90;

export function PriceSparkline({ entries, grade, currency, today = utcDay(new Date()) }: { entries: readonly PriceHistoryEntry[]; grade: Grade; currency: Currency; today?: string }) {
  const { t } = useLingui();
  const labels = useBasisLabels();
  const own = entries.filter((e) => e.grade === grade && e.currency === currency);
  const points = ownPriceHistory(own, today, SPARKLINE_DAYS);
  const priced = points.filter((p) => p.price_minor !== null).map((p) => p.price_minor!);
  if (priced.length < 2) return null;
  const lo = Math.min(...priced);
  const hi = Math.max(...priced);
  const x = (i: number) => (i / points.length) * W;
  const y = (v: number) => (hi === lo ? H / 2 : 2 + (1 - (v - lo) / (hi - lo)) * (H - 4));
  let d = '';
  points.forEach((p, i) => {
    if (p.price_minor === null) return;
    d += d === '' ? `M${x(i).toFixed(1)} ${y(p.price_minor).toFixed(1)}` : `H${x(i).toFixed(1)}V${y(p.price_minor).toFixed(1)}`;
  });
  d += `H${W}`;
  const first = labels.money(priced[0]!, currency);
  const last = labels.money(priced[priced.length - 1]!, currency);
  const label =
    lo === hi
      ? t`Price over the last 90 days: ${last} throughout`
      : t`Price over the last 90 days: from ${first} to ${last}, lowest ${labels.money(lo, currency)}, highest ${labels.money(hi, currency)}`;
  return (
    <span className="inline-flex shrink-0 items-center gap-1">
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="inline-block align-middle">
        <title>{label}</title>
        <path d={d} fill="none" stroke="#166534" strokeWidth="1.75" />
        <circle cx={W - 2} cy={y(priced[priced.length - 1]!)} r="2.25" fill="#166534" />
      </svg>
      {/* What the line spans, for the eye (the picture's name says it in full). */}
      <span aria-hidden="true" className="text-xs text-gray-700">
        {t`90 days`}
      </span>
    </span>
  );
}
