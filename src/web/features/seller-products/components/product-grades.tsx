// The seller's product page: each grade's price (with the discount) and stock, and the terms beside them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@contract/catalogue.ts';
import { discountedMinor, formatMoney } from '@contract/money.ts';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { useGradeName as useGradeLabel } from '@/domain/products/product-labels.tsx';

export function ProductGrades({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const unitLabel = useUnitLabel();
  const quantity = useQuantityLabel();
  const gradeLabel = useGradeLabel();
  const money = (minor: number) => formatMoney({ amount: minor, currency: product.currency }, i18n.locale);
  const unit = unitLabel(product.unit);
  return (
    <section aria-labelledby="grades-title" className="mt-6">
      <h2 id="grades-title" className="mb-2 text-lg font-semibold text-gray-900">
        <Trans>Grades, prices and stock</Trans>
      </h2>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="p-2">
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="p-2">
              <Trans>Price per {unit}</Trans>
            </th>
            <th scope="col" className="p-2">
              <Trans>Stock ({unit})</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {product.grades.map((g) => (
            <tr key={g.grade} className="border-b border-gray-200">
              <th scope="row" className="p-2 font-medium">
                {gradeLabel(g.grade)}
              </th>
              <td className="p-2">
                {product.discount_percent > 0 ? (
                  <>
                    {money(discountedMinor(g.price_minor, product.discount_percent))} <s className="text-gray-600">{money(g.price_minor)}</s>
                  </>
                ) : (
                  money(g.price_minor)
                )}
              </td>
              <td className="p-2">{g.stock}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-gray-600">
            <Trans>Discount</Trans>
          </dt>
          <dd className="font-medium">{product.discount_percent}%</dd>
        </div>
        <div>
          <dt className="text-gray-600">
            <Trans>Minimum order</Trans>
          </dt>
          <dd className="font-medium">{quantity(product.min_order_qty, product.unit)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">
            <Trans>Branch</Trans>
          </dt>
          <dd className="font-medium">{product.branch_name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-gray-600">
            <Trans>Organic</Trans>
          </dt>
          <dd className="font-medium">{product.organic ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
        </div>
      </dl>
    </section>
  );
}
