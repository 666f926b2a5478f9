// Grades at or below their product's alert level, lowest first, each leading to the product's manage page.
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useDashboardLabels } from '../labels.ts';
import type { LowStockAlert } from '../use-seller-dashboard.ts';

/** The lowest first; the rest are counted (the product list below marks every low product). */
export const ALERTS_SHOWN = 8;

export function LowStockAlerts({ alerts }: { alerts: LowStockAlert[] }) {
  const { t } = useLingui();
  const l = useDashboardLabels();
  const quantity = useQuantityLabel();
  return (
    <section aria-labelledby="alerts-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="alerts-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
        <Trans>Low-stock alerts</Trans>
        {alerts.length > 0 && <span className="rounded-full bg-amber-200 px-2 text-sm font-semibold text-amber-950">{l.number(alerts.length)}</span>}
      </h2>
      {alerts.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-gray-700">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          <Trans>Every grade is above its alert level.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {alerts.slice(0, ALERTS_SHOWN).map((a) => {
            const name = l.productName(a.product);
            const grade = l.grade(a.grade);
            const left = quantity(a.stock, a.product.unit);
            return (
              <li key={`${a.product.id}:${a.grade}`} data-testid="low-stock-alert" className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-gray-900">{name}</span> <span className="text-gray-700">· {grade}</span>
                  <span className="block text-sm text-amber-900">
                    {a.stock === 0 ? <Trans>Out of stock</Trans> : <Trans>{left} left</Trans>}
                  </span>
                </span>
                <Link
                  to="/dashboard/inventory/manage/$id"
                  params={{ id: a.product.id }}
                  aria-label={t`Record stock of ${name}, ${grade}`}
                  className="inline-flex min-h-10 shrink-0 items-center rounded-md px-3 text-sm font-semibold text-green-800 underline"
                >
                  <Trans>Record stock</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {alerts.length > ALERTS_SHOWN && (
        <p className="mt-2 text-sm text-gray-700">{plural(alerts.length - ALERTS_SHOWN, { one: '# more grade is low: see the inventory list below.', other: '# more grades are low: see the inventory list below.' })}</p>
      )}
    </section>
  );
}
