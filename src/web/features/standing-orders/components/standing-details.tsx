// How a standing order is received and paid, and when it runs: delivery or pickup and where, payment, the dates, the
// note for the farm.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import type { LocalStandingOrder } from '@/offline/db.ts';

export function StandingDetails({ order }: { order: LocalStandingOrder }) {
  const { day } = useOrderFormats();
  const payment = usePaymentMethodLabel();
  const place = order.place;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="standing-details">
      <Fact term={order.fulfilment === 'delivery' ? <Trans>Delivery</Trans> : <Trans>Pickup</Trans>}>
        {place || (order.fulfilment === 'delivery' ? <Trans>To your saved address</Trans> : <Trans>At the farm's pickup place</Trans>)}
      </Fact>
      <Fact term={<Trans>Payment</Trans>}>{payment(order.payment_method)}</Fact>
      <Fact term={<Trans>Starts on</Trans>}>{day(order.start_date)}</Fact>
      <Fact term={<Trans>Last delivery</Trans>}>{order.end_date ? day(order.end_date) : <Trans>No end date</Trans>}</Fact>
      {order.note && (
        <Fact term={<Trans>Note for the farm</Trans>} wide>
          {order.note}
        </Fact>
      )}
    </dl>
  );
}

function Fact({ term, children, wide = false }: { term: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-semibold text-gray-700">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
