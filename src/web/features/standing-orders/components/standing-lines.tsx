// A standing order's products: quantity, grade and today's price from the device's catalogue, 'Price changed since
// you last saw it' where the farm moved a price (the buyer accepts the new prices in one tap), products no longer
// sold, and the estimated total of one delivery at today's prices.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { changeStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import { lineKey, type StandingOrderView } from '../standing-order-view.ts';

export function StandingLines({ view, canEdit }: { view: StandingOrderView; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const quantity = useQuantityLabel();
  const [busy, setBusy] = useState(false);
  const { order, estimate } = view;
  const m = (minor: number) => money(minor, order.currency);
  const changed = new Map(view.priceChanges.map((c) => [lineKey(c.line), c.now]));
  const gone = new Set(view.gone.map(lineKey));
  const farm = order.farm_name;
  const total = m(estimate.total);
  const fee = m(estimate.fee);

  const acceptPrices = async () => {
    setBusy(true);
    try {
      const lines = order.lines.map((l) => ({
        product_id: l.product_id,
        grade: l.grade,
        quantity: l.quantity,
        unit_price_minor: changed.get(lineKey(l)) ?? l.unit_price_minor,
      }));
      await changeStandingOrder(order, { lines }, t`Accept new prices: standing order from ${farm}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <ul className="divide-y divide-gray-200" data-testid="standing-lines">
        {order.lines.map((line) => {
          const name = productName({ name: line.product_name, name_fr: line.product_name_fr }, i18n.locale);
          const unit = unitName(line.unit);
          const now = changed.get(lineKey(line));
          const was = m(line.unit_price_minor);
          const price = m(now ?? line.unit_price_minor);
          return (
            <li key={lineKey(line)} className="py-2" data-testid="standing-line">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-gray-900">
                  {quantity(line.quantity, line.unit)} · {name}
                  <span className="font-normal text-gray-700"> · {gradeName(line.grade)}</span>
                </span>
                <span className="text-sm text-gray-800">
                  <Trans>
                    {price} / {unit}
                  </Trans>
                </span>
              </div>
              {now !== undefined && (
                <p className="mt-1 text-sm font-medium text-amber-900" data-testid="price-changed">
                  <Trans>
                    Price changed since you last saw it: was {was}, now {price}
                  </Trans>
                </p>
              )}
              {gone.has(lineKey(line)) && (
                <p className="mt-1 text-sm font-medium text-red-800">
                  <Trans>The farm no longer sells this product in this grade.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 border-t border-gray-200 pt-2 text-gray-900" data-testid="standing-estimate">
        <Trans>Estimated total per delivery at today's prices:</Trans> <span className="font-semibold">{total}</span>
        {estimate.fee > 0 && (
          <span className="text-sm text-gray-700">
            {' '}
            <Trans>(delivery {fee} included)</Trans>
          </span>
        )}
      </p>
      {canEdit && view.priceChanges.length > 0 && order.status === 'active' && (
        <Button className="mt-2" size="sm" variant="secondary" disabled={busy} onClick={() => void acceptPrices()}>
          <Trans>Accept the new prices</Trans>
        </Button>
      )}
    </div>
  );
}
