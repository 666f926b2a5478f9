// The printable invoice (shown only in print): the farm issues it to the buyer with its own sequential number; the
// lines, the tax lines as stored (fresh produce is zero-rated, said plainly), the total and the payment terms. A
// rejected or cancelled order's invoice is marked void.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFulfilmentLabel, useOrderFormats, usePaymentMethodLabel, useTaxLineLabel } from '@/lib/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { canadianDay, useInvoiceLabel, useLineName } from './order-parts.tsx';

export function OrderInvoice({ order }: { order: LocalOrder }) {
  const { t } = useLingui();
  const invoice = useInvoiceLabel();
  const lineName = useLineName();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const fulfilment = useFulfilmentLabel();
  const payment = usePaymentMethodLabel();
  const taxLabel = useTaxLineLabel();
  const { money, day } = useOrderFormats();
  const { number } = useQuantityFormats();
  const m = (n: number) => money(n, order.currency);
  const due = order.payment_due ? day(order.payment_due) : null;
  const isVoid = order.status === 'rejected' || order.status === 'cancelled';
  const a = order.address;
  const b = order.branch;
  const cell = 'border-b border-gray-300 px-2 py-1.5 text-left align-top';
  const num = 'border-b border-gray-300 px-2 py-1.5 text-right align-top';

  return (
    <section className="hidden text-sm text-black print:block" data-testid="invoice" aria-label={t`Invoice`}>
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-xs uppercase tracking-wide">
            <Trans>Issued by</Trans>
          </p>
          <p className="text-xl font-bold">{order.farm_name}</p>
          {b && (
            <p>
              {b.address}, {b.city}, {b.province}
            </p>
          )}
          <p className="text-xs">
            <Trans>Sold through FreshMarket</Trans>
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold">
            <Trans>Invoice</Trans>
          </p>
          <p className="font-mono text-base">{invoice(order)}</p>
          {isVoid && (
            <p className="mt-1 inline-block border-2 border-black px-2 text-lg font-bold uppercase" data-testid="invoice-void">
              <Trans>Void</Trans>
            </p>
          )}
        </div>
      </header>

      <div className="mt-4 grid grid-cols-3 gap-4">
        <div>
          <p className="font-semibold">
            <Trans>Billed to</Trans>
          </p>
          <p>{order.buyer_name}</p>
          {order.buyer_business && <p>{order.buyer_business}</p>}
          {a && (
            <p>
              {a.line}, {a.city}, {a.province} {a.postal_code}
            </p>
          )}
        </div>
        <div>
          <p className="font-semibold">{fulfilment(order.fulfilment)}</p>
          <p>{day(order.date)}</p>
          {b && <p>{b.name}</p>}
        </div>
        <dl>
          <dt className="font-semibold">
            <Trans>Invoice date</Trans>
          </dt>
          <dd>{day(canadianDay(order.created_at))}</dd>
          <dt className="mt-1 font-semibold">
            <Trans>Payment terms</Trans>
          </dt>
          <dd>
            {payment(order.payment_method)}
            {due && (
              <>
                {' · '}
                <Trans>due {due}</Trans>
              </>
            )}
          </dd>
        </dl>
      </div>

      {isVoid && (
        <p className="mt-4 border border-black p-2 font-semibold">
          {order.status === 'cancelled' ? <Trans>This order was cancelled: nothing is owed.</Trans> : <Trans>This order was rejected by the farm: nothing is owed.</Trans>}
        </p>
      )}

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
              <td className={num}>
                {number(line.quantity)} {unitName(line.unit)}
              </td>
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
      {order.taxes.some((tax) => tax.zero_rated) && (
        <p className="mt-3 text-xs">
          <Trans>Fresh fruit and vegetables are basic groceries: zero-rated for GST/HST and exempt from provincial sales tax.</Trans>
        </p>
      )}
    </section>
  );
}
