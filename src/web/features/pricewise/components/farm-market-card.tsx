// 'Your prices against the market': each of the farm's listed products and grades beside the same produce and grade
// in its province (offers, median, middle half) and where the farm's price sits, so it prices with open eyes. From
// the device (offline too), with the rules of the farm's product page (pricewise-rules.ts), in each product's currency.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useFarmMarket, type FarmMarketLine } from '../use-farm-market.ts';
import { useBasisLabels } from './price-labels.ts';

function Where({ line }: { line: FarmMarketLine }) {
  const { i18n } = useLingui();
  const percent = i18n.number(line.lower_than_percent);
  if (line.count <= 1) return <Trans>The only offer</Trans>;
  if (line.median !== null && line.price_minor < line.median) return <Trans>Below the median: lower than {percent}% of the others</Trans>;
  if (line.median !== null && line.price_minor > line.median) return <Trans>Above the median: lower than {percent}% of the others</Trans>;
  return <Trans>At the median: lower than {percent}% of the others</Trans>;
}

/** The seller dashboard's card (its route puts it there: features do not import each other). */
export function FarmMarketCard() {
  const { t, i18n } = useLingui();
  const farmId = useMyFarmId();
  const gradeName = useGradeName();
  const labels = useBasisLabels();
  const lines = useFarmMarket(farmId ?? null);
  return (
    <section aria-labelledby="market-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="market-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Scale aria-hidden="true" className="size-5 text-green-800" />
        <Trans>Your prices against the market</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Each grade beside the same produce and grade in its province, compared per kg (or litre, or piece) after discounts.</Trans>
      </p>
      {lines === undefined ? (
        <p className="mt-2 text-gray-700" role="status">
          <Trans>Comparing prices…</Trans>
        </p>
      ) : lines.length === 0 ? (
        <p className="mt-2 text-gray-700">
          <Trans>None of your listed products has a price to compare yet.</Trans>
        </p>
      ) : (
        <ScrollRegion label={t`Your prices against the market, per product and grade`} className="mt-3 max-h-[28rem] overflow-y-auto">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              <Trans>Your prices against the market, per product and grade</Trans>
            </caption>
            <thead className="sticky top-0 border-b border-gray-300 bg-white text-gray-800">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Product and grade</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Yours</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Offers</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Median</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Middle half</Trans>
                </th>
                <th scope="col" className="py-2">
                  <Trans>Where yours sits</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const c = line.product.currency;
                return (
                  <tr key={`${line.product.id}:${line.grade}`} data-testid="market-line" className="border-b border-gray-200 align-top">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <Link to="/seller/products/details/$id" params={{ id: line.product.id }} className="font-medium text-green-800 underline">
                        {productName(line.product, i18n.locale)}
                      </Link>
                      <span className="block text-gray-700">
                        {gradeName(line.grade)}
                        {line.product.province ? ` · ${line.product.province}` : ''}
                      </span>
                    </th>
                    <td className="py-2 pr-3 font-semibold text-gray-900">{labels.price(line.price_minor, c, line.basis)}</td>
                    <td className="py-2 pr-3">{i18n.number(line.count)}</td>
                    <td className="py-2 pr-3">{labels.money(line.median ?? 0, c)}</td>
                    <td className="py-2 pr-3">{line.count > 1 ? `${labels.money(line.q1 ?? 0, c)} – ${labels.money(line.q3 ?? 0, c)}` : '—'}</td>
                    <td className="py-2">
                      <Where line={line} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
