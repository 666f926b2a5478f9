// Who the order is for and how it goes: the buyer (with a phone link), the delivery address or pickup branch, the
// date, the payment method and when it is due, and the buyer's note.
import { Trans } from '@lingui/react/macro';
import { paymentTermDays } from '@contract/order-rules.ts';
import { useFulfilmentLabel, useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';

export function OrderFacts({ order }: { order: LocalOrder }) {
  const f = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const payment = usePaymentMethodLabel();
  const a = order.address;
  const b = order.branch;
  return (
    <dl className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-gray-700">
          <Trans>Buyer</Trans>
        </dt>
        <dd className="text-gray-900">
          {order.buyer_name}
          {order.buyer_business && <span className="block">{order.buyer_business}</span>}
          {a?.phone && (
            <a href={`tel:${a.phone}`} className="block text-green-800 underline">
              {a.phone}
            </a>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-gray-700">{fulfilment(order.fulfilment)}</dt>
        <dd className="text-gray-900">
          {order.fulfilment === 'delivery' && a && (
            <>
              {a.full_name !== order.buyer_name && <span className="block">{a.full_name}</span>}
              <span className="block">{a.line}</span>
              <span className="block">
                {a.city}, {a.province} {a.postal_code}
              </span>
            </>
          )}
          {order.fulfilment === 'pickup' && b && (
            <>
              <span className="block">{b.name}</span>
              <span className="block">
                {b.address}, {b.city}, {b.province}
              </span>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-gray-700">
          <Trans>Date</Trans>
        </dt>
        <dd className="text-gray-900">{f.day(order.date)}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-gray-700">
          <Trans>Payment</Trans>
        </dt>
        <dd className="text-gray-900">
          {payment(order.payment_method)}
          {paymentTermDays(order.payment_method) > 0 && order.payment_due && (
            <span className="block text-sm text-gray-700">
              <Trans>Due {f.shortDay(order.payment_due)}</Trans>
            </span>
          )}
        </dd>
      </div>
      {order.note && (
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-gray-700">
            <Trans>Note from the buyer</Trans>
          </dt>
          <dd className="whitespace-pre-line text-gray-900">{order.note}</dd>
        </div>
      )}
    </dl>
  );
}
