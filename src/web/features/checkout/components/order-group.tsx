// One order of the checkout: the farm, its lines, delivery or pickup, the date, the payment method, a note and the
// order's summary (subtotal, discounts, delivery fee, the province's tax lines, total). An order below the farm's
// minimum, or with a line the cart flags, says why and is not placed.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TaxLine } from '@contract/order-rules.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { ChargedInNote } from '@/domain/currency/charged-in-note.tsx';
import { isPlaceable } from '../checkout-groups.ts';
import { OrderChoices, type OrderChoicesProps } from './order-choices.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderSummary } from './order-summary.tsx';

export interface OrderGroupProps extends OrderChoicesProps {
  taxes: TaxLine[];
  totals: { subtotal_minor: number; discount_minor: number; delivery_fee_minor: number; total_minor: number };
}

export function OrderGroup({ group, index, choice, onChange, errors, addresses, dates, payments, taxes, totals }: OrderGroupProps) {
  const { money } = useOrderFormats();
  const m = (amount: number) => money(amount, group.currency);
  const farm = group.seller.farm_name;
  const placeable = isPlaceable(group);
  const headingId = `order-${index}-heading`;
  const delivery = choice.fulfilment === 'delivery';

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="checkout-order">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Store aria-hidden="true" className="size-5 text-green-700" />
          {farm}
        </h2>
        <p className="text-sm text-gray-700">
          {group.seller.province} · {group.currency}
        </p>
      </header>

      <OrderLines group={group} />

      {group.missingForMinimum > 0 && (
        <Blocked
          action={
            <Link to="/marketplace" search={{ seller: group.seller.id }} className="font-semibold text-green-900 underline">
              <Trans>Shop more from {farm}</Trans>
            </Link>
          }
        >
          <Trans>
            {farm} has a minimum order of {m(group.seller.min_order_minor)}. Add {m(group.missingForMinimum)} more to order from this farm.
          </Trans>
        </Blocked>
      )}
      {group.flagged && (
        <Blocked
          action={
            <Link to="/cart" className="font-semibold text-green-900 underline">
              <Trans>Review in cart</Trans>
            </Link>
          }
        >
          <Trans>Prices or stock changed since you filled your cart. Review these products in your cart before ordering from this farm.</Trans>
        </Blocked>
      )}

      {placeable && <OrderChoices group={group} index={index} choice={choice} onChange={onChange} errors={errors} addresses={addresses} dates={dates} payments={payments} />}

      <OrderSummary currency={group.currency} delivery={delivery} taxes={taxes} totals={totals} />
      {/* An order in another currency than the viewer's says it is charged in the farm's currency, not theirs. */}
      <ChargedInNote currency={group.currency} amountMinor={totals.total_minor} where="order" className="mx-4 mb-4" />
    </section>
  );
}

function Blocked({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="mx-4 my-3 flex flex-wrap items-start gap-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="order-blocked">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{children}</p>
      {action}
    </div>
  );
}
