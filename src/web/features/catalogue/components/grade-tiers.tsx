// The product page's price and stock per grade tier: the offer price (the was-price beside it during a discount),
// the stock badge and the quantity left.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@contract/catalogue.ts';
import { GRADES } from '@contract/enums.ts';
import { formatMoney } from '@contract/money.ts';
import { QuantityLabel, UnitLabel } from '@/domain/products/unit-label.tsx';
import { GradeLabel } from '@/domain/products/product-labels.tsx';
import { ConvertedPrice } from '@/domain/currency/converted-price.tsx';
import { offerPrice, stockStatus } from '../product-view.ts';
import { StockBadge } from './product-badges.tsx';

export function GradeTiers({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney({ amount, currency: product.currency }, i18n.locale);
  const grades = GRADES.map((g) => product.grades.find((o) => o.grade === g)).filter((o) => o !== undefined);
  return (
    <table className="w-full text-left text-sm" data-testid="grade-tiers">
      <caption className="sr-only">
        <Trans>Price and stock per grade</Trans>
      </caption>
      <thead className="border-b border-gray-300 text-gray-700">
        <tr>
          <th scope="col" className="py-2 font-medium">
            <Trans>Grade</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>Price</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>Stock</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {grades.map((g) => (
          <tr key={g.grade} className="border-b border-gray-200">
            <th scope="row" className="py-2 pr-2 font-medium text-gray-900">
              <GradeLabel grade={g.grade} />
            </th>
            <td className="py-2 pr-2 text-gray-900">
              <span className="font-semibold">{money(offerPrice(product, g))}</span> / <UnitLabel unit={product.unit} />
              {product.discount_percent > 0 && (
                <s className="ml-2 text-gray-600">
                  <span className="sr-only">
                    <Trans>Was</Trans>{' '}
                  </span>
                  {money(g.price_minor)}
                </s>
              )}
              <ConvertedPrice amountMinor={offerPrice(product, g)} currency={product.currency} className="block text-xs text-gray-700" />
            </td>
            <td className="py-2">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <StockBadge status={stockStatus(product, g)} />
                <span className="text-gray-700">
                  <QuantityLabel quantity={g.stock} unit={product.unit} />
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
