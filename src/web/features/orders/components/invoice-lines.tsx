// The invoice's table: a row per line, then the subtotal, discount, delivery fee, each tax line as stored and the total.
import { Trans } from '@lingui/react/macro';
import { useOrderFormats, useTaxLineLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { useLineName } from './order-parts.tsx';

const cell = 'border-b border-gray-300 px-2 py-1.5 text-left align-top';
const num = 'border-b border-gray-300 px-2 py-1.5 text-right align-top';

export function InvoiceLines({ order }: { order: LocalOrder }) {
  const lineName = useLineName();
  const gradeName = useGradeName();
  const quantityLabel = useQuantityLabel();
  const taxLabel = useTaxLineLabel();
  const { money } = useOrderFormats();
  const m = (n: number) => money(n, order.currency);
  return (
    <table className="mt-4 w-full border-collapse">
      <thead>
        <tr>
          <th className={cell}>
            <Trans>Product</Trans>
          </th>
          <th className={cell}>
            <Trans>Grade</Trans>
          </th>
          <th className={num}>
            <Trans>Quantity</Trans>
          </th>
          <th className={num}>
            <Trans>Unit price</Trans>
          </th>
          <th className={num}>
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td className={cell}>{lineName(line)}</td>
            <td className={cell}>{gradeName(line.grade)}</td>
            <td className={num}>{quantityLabel(line.quantity, line.unit)}</td>
            <td className={num}>{m(line.unit_price_minor)}</td>
            <td className={num}>{m(line.line_total_minor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4} className={num}>
            <Trans>Subtotal</Trans>
          </th>
          <td className={num}>{m(order.subtotal_minor)}</td>
        </tr>
        {order.discount_minor > 0 && (
          <tr>
            <th scope="row" colSpan={4} className={num}>
              <Trans>Discount</Trans>
            </th>
            <td className={num}>−{m(order.discount_minor)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={4} className={num}>
            {order.fulfilment === 'delivery' ? <Trans>Delivery fee</Trans> : <Trans>Pickup</Trans>}
          </th>
          <td className={num}>{m(order.delivery_fee_minor)}</td>
        </tr>
        {order.taxes.map((tax) => {
          return (
            <tr key={tax.name}>
              <th scope="row" colSpan={4} className={num}>
                {taxLabel(tax)}
              </th>
              <td className={num}>{m(tax.amount_minor)}</td>
            </tr>
          );
        })}
        <tr>
          <th scope="row" colSpan={4} className={`${num} text-base font-bold`}>
            <Trans>Total</Trans>
          </th>
          <td className={`${num} text-base font-bold`}>{m(order.total_minor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
