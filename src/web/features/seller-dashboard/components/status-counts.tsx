// Products by status, and how many buyers cannot see (drafts, products of branches not approved yet).
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_STATUSES } from '@contract/enums.ts';
import { useDashboardLabels } from '../labels.ts';
import type { SellerDashboard } from '../use-seller-dashboard.ts';

export function StatusCounts({ dashboard }: { dashboard: SellerDashboard }) {
  const { t } = useLingui();
  const l = useDashboardLabels();
  const tiles = [
    { key: 'total', label: t`All products`, value: dashboard.total },
    ...PRODUCT_STATUSES.map((s) => ({ key: s, label: l.status(s), value: dashboard.byStatus[s] })),
    { key: 'hidden', label: t`Hidden from buyers`, value: dashboard.hidden },
  ];
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title" className="text-lg font-semibold text-gray-900">
        <Trans>Your products</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {tiles.map((tile) => (
          <div key={tile.key} data-testid={`count-${tile.key}`} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
            <dt className="text-sm text-gray-700">{tile.label}</dt>
            <dd className="text-2xl font-bold text-gray-900">{l.number(tile.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
