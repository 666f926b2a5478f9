// The order's lines, totals and delivery details, as the screen shows them (the invoice prints its own table).
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@contract/orders.ts';
import { useOrderFormats, usePaymentMethodLabel, useTaxLineLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useLineName } from './order-parts.tsx';

/** '13 %' / '9,975 %' in the reader's locale. */
export function OrderLines({ order }: { order: Order }) {
  const lineName = useLineName();
  const gradeName = useGradeName();
  const quantityLabel = useQuantityLabel();
  const { money } = useOrderFormats();
  return (
    <ul className="divide-y divide-gray-200" data-testid="order-lines">
      {order.lines.map((line) => {
        const name = lineName(line);
        return (
          <li key={line.id} className="flex items-start justify-between gap-3 py-3" data-testid="order-line">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">
                {line.product_id ? (
                  <Link to="/products/details/$id" params={{ id: line.product_id }} className="hover:underline">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </p>
              <p className="text-sm text-gray-700">
                {gradeName(line.grade)} · {quantityLabel(line.quantity, line.unit)} × {money(line.unit_price_minor, order.currency)}
                {line.list_price_minor > line.unit_price_minor && (
                  <>
                    {' '}
                    <span className="sr-only">
                      <Trans>instead of</Trans>
                    </span>{' '}
                    <s className="text-gray-600">{money(line.list_price_minor, order.currency)}</s>
                  </>
                )}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-gray-900">{money(line.line_total_minor, order.currency)}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function OrderTotalsList({ order }: { order: Order }) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const taxLabel = useTaxLineLabel();
  const row = (label: string, amount: string, strong = false, key = label) => (
    <div key={key} className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-gray-300 pt-2 text-base font-bold text-gray-900' : 'text-sm text-gray-800'}`}>
      <dt>{label}</dt>
      <dd className="shrink-0">{amount}</dd>
    </div>
  );
  return (
    <dl data-testid="order-totals">
      {row(t`Subtotal`, money(order.subtotal_minor, order.currency))}
      {order.discount_minor > 0 && row(t`Discount`, `−${money(order.discount_minor, order.currency)}`)}
      {row(order.fulfilment === 'delivery' ? t`Delivery fee` : t`Pickup`, order.delivery_fee_minor > 0 ? money(order.delivery_fee_minor, order.currency) : t`Free`)}
      {order.taxes.map((tax) => row(taxLabel(tax), money(tax.amount_minor, order.currency), false, tax.name))}
      {row(t`Total`, money(order.total_minor, order.currency), true)}
    </dl>
  );
}

export function DeliveryDetails({ order }: { order: Order }) {
  const payment = usePaymentMethodLabel();
  const { day } = useOrderFormats();
  const a = order.address;
  const b = order.branch;
  const due = order.payment_due ? day(order.payment_due) : null;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="delivery-details">
      <div>
        <dt className="font-semibold text-gray-900">{order.fulfilment === 'delivery' ? <Trans>Deliver to</Trans> : <Trans>Pick up at</Trans>}</dt>
        <dd className="text-gray-800">
          {a && (
            <address className="not-italic">
              {a.full_name}
              <br />
              {a.line}
              <br />
              {a.city}, {a.province} {a.postal_code}
              {a.phone && (
                <>
                  <br />
                  {a.phone}
                </>
              )}
            </address>
          )}
          {b && (
            <address className="not-italic">
              {b.name}
              <br />
              {b.address}
              <br />
              {b.city}, {b.province}
              {b.phone && (
                <>
                  <br />
                  {b.phone}
                </>
              )}
            </address>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-gray-900">{order.fulfilment === 'delivery' ? <Trans>Delivery date</Trans> : <Trans>Pickup date</Trans>}</dt>
        <dd className="text-gray-800">{day(order.date)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gray-900">
          <Trans>Payment</Trans>
        </dt>
        <dd className="text-gray-800">
          {payment(order.payment_method)}
          {due && (
            <>
              <br />
              <Trans>Due {due}</Trans>
            </>
          )}
        </dd>
      </div>
      {order.note && (
        <div className="sm:col-span-2">
          <dt className="font-semibold text-gray-900">
            <Trans>Note to the farm</Trans>
          </dt>
          <dd className="whitespace-pre-line text-gray-800">{order.note}</dd>
        </div>
      )}
    </dl>
  );
}
