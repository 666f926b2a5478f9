// The lines of one checkout order: product, grade, quantity and price (a lowered price shows what it was), and what
// the cart flags (a changed price, stock that ran out).
import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { CheckoutGroup } from '../checkout-groups.ts';
import { ConvertedPrice } from '@/domain/currency/converted-price.tsx';

export function OrderLines({ group }: { group: CheckoutGroup }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const gradeName = useGradeName();
  const quantityLabel = useQuantityLabel();
  const m = (amount: number) => money(amount, group.currency);
  const farm = group.seller.farm_name;
  return (
    <ul className="divide-y divide-gray-100 px-4" aria-label={t`Products from ${farm}`}>
      {group.lines.map(({ cart, product, list_price_minor, priceChanged, overStock }) => {
        const name = productName(product, i18n.locale);
        const quantity = cart.quantity;
        const ordered = quantityLabel(quantity, product.unit);
        const left = quantityLabel(cart.available, product.unit);
        return (
          <li key={cart.id} className="py-3" data-testid="checkout-line">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{name}</p>
                <p className="text-sm text-gray-700">
                  {gradeName(cart.grade)} ·{' '}
                  <Trans>
                    {ordered} × {m(cart.unit_price_minor)}
                  </Trans>
                  {list_price_minor > cart.unit_price_minor && (
                    <>
                      {' '}
                      <s className="text-gray-600">
                        <span className="sr-only">
                          <Trans>was</Trans>{' '}
                        </span>
                        {m(list_price_minor)}
                      </s>
                    </>
                  )}
                </p>
              </div>
              <p className="shrink-0 text-right font-semibold text-gray-900">
                {m(cart.unit_price_minor * quantity)}
                <ConvertedPrice amountMinor={cart.unit_price_minor * quantity} currency={group.currency} className="block text-xs font-normal text-gray-700" />
              </p>
            </div>
            {priceChanged && (
              <p className="mt-1 text-sm text-amber-900">
                <Trans>
                  Price changed from {m(cart.unit_price_minor)} to {m(cart.current_price_minor)}
                </Trans>
              </p>
            )}
            {overStock && (
              <p className="mt-1 text-sm text-red-800">
                {cart.available > 0 ? (
                  <Trans>Only {left} left</Trans>
                ) : (
                  <Trans>Out of stock</Trans>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
