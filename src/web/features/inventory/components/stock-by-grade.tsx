// Stock per grade with its unit and a low-stock badge (at or below the product's alert level).
import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';

export function StockByGrade({ view }: { view: InventoryView }) {
  const l = useInventoryLabels();
  const quantity = useQuantityLabel();
  const unit = view.product.unit;
  const threshold = quantity(view.threshold, unit);
  return (
    <section aria-labelledby="stock-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="stock-title" className="text-lg font-semibold text-gray-900">
        <Trans>Stock per grade</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {view.product.low_stock_threshold === null ? (
          <Trans>Low-stock alert at {threshold} or less (default).</Trans>
        ) : (
          <Trans>Low-stock alert at {threshold} or less.</Trans>
        )}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {view.grades.map((g) => (
          <li key={g.grade} data-testid={`stock-${g.grade}`} className={`rounded-md border p-3 ${g.low ? 'border-amber-400 bg-amber-50' : 'border-gray-200'}`}>
            <p className="text-sm text-gray-700">{l.grade(g.grade)}</p>
            <p className="text-2xl font-bold text-gray-900">{quantity(g.stock, unit)}</p>
            {g.low && (
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                <AlertTriangle aria-hidden="true" className="size-3.5" />
                {g.stock === 0 ? <Trans>Out of stock</Trans> : <Trans>Low stock</Trans>}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
