// The latest confirmed and waiting movements across the farm's products.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useDashboardLabels } from '../labels.ts';
import type { SellerDashboard } from '../use-seller-dashboard.ts';

export function RecentMovements({ recent }: { recent: SellerDashboard['recent'] }) {
  const l = useDashboardLabels();
  const quantity = useQuantityLabel();
  return (
    <section aria-labelledby="recent-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="recent-title" className="text-lg font-semibold text-gray-900">
        <Trans>Recent movements</Trans>
      </h2>
      {recent.length === 0 ? (
        <p className="mt-2 text-gray-700">
          <Trans>No movements recorded yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {recent.map(({ movement: m, product }) => (
            <li key={m.id} data-testid="recent-movement" className="py-2">
              <Link to="/dashboard/inventory/details/$id" params={{ id: m.product_id }} className="font-medium text-green-800 underline">
                {l.productName(product)}
              </Link>
              <p className="text-sm text-gray-800">
                {l.kind(m.kind)} {product ? quantity(m.delta, product.unit, { signed: true }) : l.signed(m.delta)} · {l.grade(m.grade)}
              </p>
              <p className="text-xs text-gray-700">
                {m.by_name ? `${m.by_name} · ` : ''}
                <time dateTime={m.created_at}>{l.date(m.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
