// The top of both inventory pages: product name, branch and province; and what shows while the row is missing.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { MapPin, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';

export function InventoryHeader({ view, title, actions }: { view: InventoryView; title: ReactNode; actions?: ReactNode }) {
  const l = useInventoryLabels();
  const { product, branch } = view;
  const place = branch ? `${branch.name} · ${branch.city}, ${l.province(branch.province)}` : [product.branch_name, l.province(product.province)].filter(Boolean).join(' · ');
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm font-medium text-green-800">{title}</p>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{l.productName(product)}</h1>
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-700">
            <MapPin aria-hidden="true" className="size-4" />
            {place}
          </p>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** Loading, or the product is not on this device (not synced yet, or not one of the seller's). */
export function InventoryMissing({ loading }: { loading: boolean }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {loading ? (
        <p className="text-gray-700">
          <Trans>Loading inventory…</Trans>
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <PackageSearch aria-hidden="true" className="size-12 text-gray-500" />
          <h1 className="text-xl font-semibold text-gray-900">
            <Trans>Product not found</Trans>
          </h1>
          <p className="text-gray-800">
            <Trans>This product is not on this device yet. Connect to the internet once so your products can load.</Trans>
          </p>
          <Link to="/dashboard/seller" className={buttonClasses('primary', 'md')}>
            <Trans>Back to your dashboard</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
