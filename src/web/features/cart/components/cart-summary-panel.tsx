// Order summary per currency (subtotal, discount, total) and the way to checkout.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@contract/money.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import type { CurrencyTotals } from '../cart-totals.ts';
import type { Currency } from '@contract/enums.ts';
import { ConvertedPrice, useConverted } from '@/domain/currency/converted-price.tsx';

export function CartSummaryPanel({ totals }: { totals: CurrencyTotals[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="cart-summary" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
      <h2 id="cart-summary" className="text-lg font-semibold text-gray-900">
        <Trans>Order summary</Trans>
      </h2>
      {totals.map((g) => {
        const money = (amount: number) => formatMoney({ amount, currency: g.currency }, i18n.locale);
        return (
          // Each currency's figures in its own list, its name above it (a list holds only terms and descriptions).
          <div key={g.currency} className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm first-of-type:border-t-0">
            {totals.length > 1 && <p className="font-medium text-gray-700">{g.currency}</p>}
            <dl className="space-y-1" data-testid={`summary-${g.currency}`}>
              <div className="flex justify-between text-gray-800">
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd>{money(g.subtotal)}</dd>
              </div>
              <div className="flex justify-between text-gray-800">
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>{g.discount > 0 ? `−${money(g.discount)}` : money(0)}</dd>
              </div>
              <div className="flex justify-between text-base font-bold text-gray-900">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd data-testid="summary-total">{money(g.total)}</dd>
              </div>
              {/* A total in another currency than the viewer's: charged as it is, shown converted for reading. */}
              <ConvertedDd amountMinor={g.total} currency={g.currency} />
            </dl>
          </div>
        );
      })}
      <Link to="/checkout" className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
        <Trans>Checkout</Trans>
      </Link>
    </section>
  );
}

/** The total in the viewer's currency, as its own term and description (nothing when it needs no conversion). */
function ConvertedDd({ amountMinor, currency }: { amountMinor: number; currency: Currency }) {
  const converted = useConverted(amountMinor, currency);
  if (!converted) return null;
  const viewer = converted.to;
  return (
    <div className="flex justify-between text-xs text-gray-700">
      <dt>
        <Trans>In {viewer}, for reading</Trans>
      </dt>
      <dd>
        <ConvertedPrice amountMinor={amountMinor} currency={currency} className="" />
      </dd>
    </div>
  );
}
