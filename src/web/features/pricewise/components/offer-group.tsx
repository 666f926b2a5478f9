// One basis of a comparison (per kg, per litre...): each grade's median, spread and best value, the chart, and the
// table of every offer sorted by price, each linked to its product page. The table is the chart's text alternative.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Leaf } from 'lucide-react';
import type { Currency } from '@contract/enums.ts';
import type { PricewiseGroup, PricewiseOffer } from '@contract/pricewise-rules.ts';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { GradeLabel, productName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import { PriceStripChart } from './price-strip-chart.tsx';
import { useBasisLabels } from './price-labels.ts';

function Availability({ offer }: { offer: PricewiseOffer }) {
  if (offer.availability === 'in_stock') return <Trans>In stock</Trans>;
  if (offer.availability === 'pre_order') return <Trans>Pre-order</Trans>;
  return <Trans>Out of stock</Trans>;
}

export function OfferGroup({ group, currency, only }: { group: PricewiseGroup; currency: Currency; only: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useBasisLabels();
  const unitLabel = useUnitLabel();
  const headingId = `pricewise-${group.basis}`;
  const basis = labels.per(group.basis);
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {only ? <Trans>Prices {basis}</Trans> : <Trans>Prices {basis} ({i18n.number(group.offers.length)} offers)</Trans>}
      </h3>
      {!group.normalised && (
        <p className="mt-1 text-sm text-gray-700">
          <Trans>These farms do not say what one {unitLabel(group.basis === 'box' ? 'box' : 'pack')} weighs, so they are compared only with each other.</Trans>
        </p>
      )}
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {group.grades.map((g) => (
          <li key={g.grade} className="rounded-lg border border-gray-200 bg-white p-3">
            <p className="font-semibold text-gray-900">
              <GradeLabel grade={g.grade} />
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800">
              <dt>
                <Trans>Median</Trans>
              </dt>
              <dd className="font-semibold">{labels.price(g.median ?? 0, currency, group.basis)}</dd>
              <dt>
                <Trans>Spread</Trans>
              </dt>
              <dd>
                {labels.money(g.min ?? 0, currency)} – {labels.money(g.max ?? 0, currency)}
              </dd>
              <dt>
                <Trans>Offers</Trans>
              </dt>
              <dd>{i18n.number(g.count)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <PriceStripChart group={group} currency={currency} />
      <ScrollRegion label={t`Every offer ${basis}, lowest price first`} className="mt-3">
        <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            <Trans>Every offer {basis}, lowest price first</Trans>
          </caption>
          <thead className="border-b border-gray-300 text-gray-800">
            <tr>
              <th scope="col" className="py-2 pr-3">
                <Trans>Farm and product</Trans>
              </th>
              <th scope="col" className="py-2 pr-3">
                <Trans>Compared price</Trans>
              </th>
              <th scope="col" className="py-2 pr-3">
                <Trans>Province</Trans>
              </th>
              <th scope="col" className="py-2 pr-3">
                <Trans>Grade</Trans>
              </th>
              <th scope="col" className="py-2 pr-3">
                <Trans>Price as listed</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>Availability</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.offers.map((o) => (
              <tr key={`${o.product_id}:${o.grade}`} className={`border-b border-gray-200 ${o.best_value ? 'bg-green-50' : ''}`}>
                <td className="py-2 pr-3">
                  <span className="block font-medium text-gray-900">{o.farm_name}</span>
                  <Link to="/products/details/$id" params={{ id: o.product_id }} className="text-green-800 underline">
                    {productName(o, i18n.locale)}
                  </Link>
                  {o.organic && (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs text-green-900">
                      <Leaf aria-hidden="true" className="h-3 w-3" />
                      <Trans>Organic</Trans>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">
                  <span className="font-semibold text-gray-900">{labels.price(o.price_minor, currency, group.basis)}</span>
                  {o.best_value && (
                    <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-green-900">
                      <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                      <Trans>Best value</Trans>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">{o.province ?? '—'}</td>
                <td className="py-2 pr-3">
                  <GradeLabel grade={o.grade} />
                </td>
                <td className="py-2 pr-3">
                  {labels.money(o.unit_price_minor, o.product_currency)} / {unitLabel(o.unit)}
                  {o.discount_percent > 0 && (
                    <span className="block text-xs text-gray-700">
                      <Trans>
                        {labels.money(o.list_price_minor, o.product_currency)} less {o.discount_percent}%
                      </Trans>
                    </span>
                  )}
                  {o.weight !== null && o.basis === 'kg' && !['kg', 'g', 'lb', 'oz'].includes(o.unit) && (
                    <span className="block text-xs text-gray-700">
                      <Trans>
                        1 {unitLabel(o.unit)} = {i18n.number(o.weight)} kg
                      </Trans>
                    </span>
                  )}
                </td>
                <td className="py-2">
                  <Availability offer={o} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
