// The farm's standing orders (/profiledashboard/subscription for a Seller), from the device: what its buyers' standing
// orders ask for in the coming week, and each standing order with its buyer, products, cadence, next delivery and
// where it goes. The farm reads them; only the buyer changes them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { todayInCanada } from '@contract/order-rules.ts';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { comingWeekVolume } from '../coming-week.ts';
import type { StandingOrderView } from '../standing-order-view.ts';
import { useFarmStandingOrders } from '../use-standing-orders.ts';
import { ComingWeekTable } from './coming-week-table.tsx';
import { Part } from './standing-order-card.tsx';
import { StandingOrderHeader } from './standing-order-header.tsx';

export function FarmStandingOrders() {
  const views = useFarmStandingOrders();
  const today = todayInCanada();
  return (
    <section aria-labelledby="farm-standing-title" className="flex flex-col gap-5">
      <div>
        <h2 id="farm-standing-title" className="text-xl font-bold text-gray-900">
          <Trans>Standing orders from your buyers</Trans>
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Each delivery reaches your orders as an ordinary order at least 2 days before its day (or your notice, if longer).</Trans>
        </p>
      </div>
      {views === undefined ? (
        <p className="text-gray-700">
          <Trans>Loading standing orders…</Trans>
        </p>
      ) : views.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
          <Repeat aria-hidden="true" className="size-10 text-gray-500" />
          <p className="text-gray-800">
            <Trans>No buyer has a standing order with your farm yet.</Trans>
          </p>
        </div>
      ) : (
        <>
          <div className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
            <h3 className="text-lg font-semibold text-gray-900">
              <Trans>Coming week</Trans>
            </h3>
            <ComingWeekTable
              rows={comingWeekVolume(
                views.filter((v) => !v.order.local).map((v) => v.order),
                today,
              )}
            />
          </div>
          <ul className="flex flex-col gap-4" data-testid="farm-standing-orders">
            {views.map((view) => (
              <FarmStandingOrder key={view.order.id} view={view} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FarmStandingOrder({ view }: { view: StandingOrderView }) {
  const { i18n } = useLingui();
  const gradeName = useGradeName();
  const quantity = useQuantityLabel();
  const { order } = view;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:p-4" data-testid="farm-standing-order">
      <StandingOrderHeader view={view} farmSide level={3} link />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Part title={<Trans>Products</Trans>}>
          <ul className="text-sm text-gray-900">
            {order.lines.map((l) => (
              <li key={`${l.product_id}:${l.grade}`}>
                {quantity(l.quantity, l.unit)} · {productName({ name: l.product_name, name_fr: l.product_name_fr }, i18n.locale)} ·{' '}
                <span className="text-gray-700">{gradeName(l.grade)}</span>
              </li>
            ))}
          </ul>
        </Part>
        <Part title={order.fulfilment === 'delivery' ? <Trans>Delivery to</Trans> : <Trans>Pickup at</Trans>}>
          <p className="text-sm text-gray-900">{order.place || '—'}</p>
        </Part>
      </div>
    </li>
  );
}
