// The farm's products with status, stock and the way to their inventory and edit pages.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useDashboardLabels } from '../labels.ts';
import type { ProductLine } from '../use-seller-dashboard.ts';

const linkClass = 'inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-green-800 underline';

export function ProductList({ lines }: { lines: ProductLine[] }) {
  const { t } = useLingui();
  const l = useDashboardLabels();
  const quantity = useQuantityLabel();
  return (
    <section id="your-products" aria-labelledby="list-title" className="scroll-mt-24 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="list-title" className="text-lg font-semibold text-gray-900">
        <Trans>Inventory</Trans>
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-gray-700">
          <Trans>No products yet. Add your first product to start selling.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {lines.map(({ product: p, stock, low }) => {
            const name = l.productName(p);
            return (
              <li key={p.id} data-testid="dashboard-product" className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium text-gray-900">{name}</p>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
                    <span>{l.status(p.status)}</span>
                    <span>· {quantity(stock, p.unit)}</span>
                    {low && <span className="font-semibold text-amber-900">· {t`Low stock`}</span>}
                    {!p.visible && (
                      <span className="inline-flex items-center gap-1">
                        · <EyeOff aria-hidden="true" className="size-4" />
                        <Trans>Hidden from buyers</Trans>
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Link to="/dashboard/inventory/details/$id" params={{ id: p.id }} aria-label={t`Stock of ${name}`} className={linkClass}>
                    <Trans>Stock</Trans>
                  </Link>
                  <Link to="/dashboard/inventory/manage/$id" params={{ id: p.id }} aria-label={t`Record stock of ${name}`} className={linkClass}>
                    <Trans>Record stock</Trans>
                  </Link>
                  <Link to="/seller/products/edit/$id" params={{ id: p.id }} aria-label={t`Edit ${name}`} className={linkClass}>
                    <Trans>Edit</Trans>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
