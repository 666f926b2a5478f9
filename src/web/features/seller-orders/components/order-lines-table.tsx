// The order's products (a table that scrolls sideways on a phone) and its totals: subtotal, discounts, delivery
// fee, each tax line as stored, total.
import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderFormats, useTaxLineLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';

export function OrderLinesTable({ order }: { order: LocalOrder }) {
  const { i18n } = useLingui();
  const f = useOrderFormats();
  const taxLabel = useTaxLineLabel();
  const grade = useGradeName();
  const quantity = useQuantityLabel();
  return (
    <section aria-labelledby="lines-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="lines-title" className="text-lg font-semibold text-gray-900">
        <Trans>Products</Trans>
      </h2>
      {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it too. */}
      <div className="mt-2 overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-green-700" tabIndex={0}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="border-b border-gray-300 text-gray-700">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                <Trans>Unit price</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id} className="border-b border-gray-100">
                <td className="py-2 pr-2">
                  <span className="font-medium text-gray-900">{i18n.locale === 'fr' && l.product_name_fr ? l.product_name_fr : l.product_name}</span>
                  <span className="block text-gray-700">{grade(l.grade)}</span>
                </td>
                <td className="py-2 pr-2 text-right">{quantity(l.quantity, l.unit)}</td>
                <td className="py-2 pr-2 text-right">
                  {l.list_price_minor !== l.unit_price_minor && <s className="mr-1 text-gray-600">{f.money(l.list_price_minor, order.currency)}</s>}
                  {f.money(l.unit_price_minor, order.currency)}
                </td>
                <td className="py-2 text-right font-medium">{f.money(l.line_total_minor, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-3 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-right">{f.money(order.subtotal_minor, order.currency)}</dd>
        {order.discount_minor > 0 && (
          <>
            <dt className="text-gray-700">
              <Trans>Discounts</Trans>
            </dt>
            <dd className="text-right">−{f.money(order.discount_minor, order.currency)}</dd>
          </>
        )}
        <dt className="text-gray-700">
          <Trans>Delivery fee</Trans>
        </dt>
        <dd className="text-right">{f.money(order.delivery_fee_minor, order.currency)}</dd>
        {order.taxes.map((tax) => (
          <TaxRow key={tax.name} label={taxLabel(tax)} amount={f.money(tax.amount_minor, order.currency)} />
        ))}
        <dt className="border-t border-gray-300 pt-1 font-bold text-gray-900">
          <Trans>Total</Trans>
        </dt>
        <dd className="border-t border-gray-300 pt-1 text-right font-bold text-gray-900">{f.money(order.total_minor, order.currency)}</dd>
      </dl>
    </section>
  );
}

function TaxRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right">{amount}</dd>
    </>
  );
}
