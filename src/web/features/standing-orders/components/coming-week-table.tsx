// The farm's 'Coming week': units per product and grade its standing orders ask for over the next 7 days (skipped
// and paused deliveries left out), to plan the harvest.
import { Trans, useLingui } from '@lingui/react/macro';
import { productName, useGradeName, useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import type { VolumeRow } from '../coming-week.ts';

export function ComingWeekTable({ rows }: { rows: VolumeRow[] }) {
  const { i18n, t } = useLingui();
  const gradeName = useGradeName();
  const quantity = useQuantityLabel();
  const { number } = useQuantityFormats();
  if (rows.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        <Trans>No standing order delivers in the next 7 days.</Trans>
      </p>
    );
  }
  // Scrollable on a narrow phone (long French names): reachable by keyboard, named for screen readers.
  return (
    <div className="overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-green-700" tabIndex={0} role="region" aria-label={t`Coming week`}>
      <table className="w-full text-left text-sm" data-testid="coming-week">
        <caption className="sr-only">
          <Trans>Units asked for by standing orders in the next 7 days</Trans>
        </caption>
        <thead>
          <tr className="border-b border-gray-300 text-gray-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <Trans>Deliveries</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.product_id}:${r.grade}`} className="border-b border-gray-200" data-testid="coming-week-row">
              <th scope="row" className="py-2 pr-3 font-medium text-gray-900">
                {productName({ name: r.product_name, name_fr: r.product_name_fr }, i18n.locale)}
                {/* On a phone the grade goes under the name: four columns do not fit 412 px in French. */}
                <span className="block font-normal text-gray-700 sm:hidden">{gradeName(r.grade)}</span>
              </th>
              <td className="hidden py-2 pr-3 text-gray-800 sm:table-cell">{gradeName(r.grade)}</td>
              <td className="py-2 pr-3 text-right font-semibold text-gray-900">{quantity(r.quantity, r.unit)}</td>
              <td className="py-2 text-right text-gray-800">{number(r.deliveries)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
