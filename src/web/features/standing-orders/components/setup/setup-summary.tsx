// What the set-up form adds up to before it is sent: one delivery at today's prices (the farm's minimum said when it
// is not reached), the first delivery dates and when each is ordered.
import { Trans } from '@lingui/react/macro';
import type { SellerPublic } from '@contract/catalogue.ts';
import type { Currency, FulfilmentMethod } from '@contract/enums.ts';
import { DEFAULT_STANDING_LEAD_HOURS, placeDays, upcomingOccurrences, type StandingSchedule } from '@contract/standing-order-rules.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useStandingText } from '@/domain/standing-orders/standing-order-text.ts';

/** How many first deliveries the summary lists. */
const FIRST_SHOWN = 3;

export interface SetupTotals {
  goods: number;
  fee: number;
  currency: Currency;
  /** How much is missing to reach the farm's minimum (0 when reached). */
  missing: number;
}

export function setupTotals(goods: number, seller: SellerPublic | undefined, fulfilment: FulfilmentMethod, currency: Currency): SetupTotals {
  const fee = fulfilment === 'delivery' ? (seller?.delivery_fee_minor ?? 0) : 0;
  return { goods, fee, currency, missing: Math.max(0, (seller?.min_order_minor ?? 0) - goods) };
}

export function SetupSummary({
  totals,
  seller,
  schedule,
  today,
}: {
  totals: SetupTotals;
  seller: SellerPublic | undefined;
  schedule: StandingSchedule | null;
  today: string;
}) {
  const { money } = useOrderFormats();
  const text = useStandingText();
  const m = (minor: number) => money(minor, totals.currency);
  const total = m(totals.goods + totals.fee);
  const fee = m(totals.fee);
  const minimum = m(seller?.min_order_minor ?? 0);
  const add = m(totals.missing);
  const days = placeDays(DEFAULT_STANDING_LEAD_HOURS, seller?.lead_days ?? 0);
  const first = schedule?.start_date
    ? upcomingOccurrences({ ...schedule, status: 'active', paused_until: null, skip_dates: [] }, today, FIRST_SHOWN).map((o) =>
        text.weekdayDate(o.date),
      )
    : [];
  const dates = first.join(' · ');
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-4 text-gray-900"
      data-testid="setup-summary"
      aria-live="polite"
    >
      <p>
        <Trans>Each delivery at today's prices:</Trans> <span className="font-semibold">{total}</span>
        {totals.fee > 0 && (
          <span className="text-sm text-gray-700">
            {' '}
            <Trans>(delivery {fee} included)</Trans>
          </span>
        )}
      </p>
      {totals.missing > 0 && totals.goods > 0 && (
        <p className="text-sm font-medium text-red-800" data-testid="setup-minimum">
          <Trans>
            Below the farm's minimum of {minimum}: add {add}
          </Trans>
        </p>
      )}
      {first.length > 0 && (
        <p className="text-sm">
          <Trans>First deliveries: {dates}</Trans>
        </p>
      )}
      <p className="text-sm text-gray-700">
        <Trans>Each delivery is ordered {days} days before its day, at the farm's price of that day. If a price changes, you are told before.</Trans>
      </p>
    </div>
  );
}
