// /pricewise: pick a produce (search in English or French, or browse a category), then every offer of it, its price
// per kg (or litre, or piece) after the discount in the viewer's currency, each grade's median, spread and best
// value, a chart and the table it draws. From Dexie (works offline), or the server on a device holding no catalogue.
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale, SearchX } from 'lucide-react';
import type { PricewiseSearch } from '@contract/pricewise-rules.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';
import { useViewerCurrency } from '@/domain/currency/viewer-currency.ts';
import { usePricewise } from '../use-pricewise.ts';
import { OfferGroup } from './offer-group.tsx';
import { PriceHistorySection } from './price-history-section.tsx';
import { PricewiseFilters } from './pricewise-filters.tsx';
import { ProducePicker } from './produce-picker.tsx';

export type PricewisePatch = Partial<PricewiseSearch>;

export interface PricewisePageProps {
  search: PricewiseSearch;
  onChange: (patch: PricewisePatch, opts?: { replace?: boolean }) => void;
}

export function PricewisePage({ search, onChange }: PricewisePageProps) {
  const { i18n } = useLingui();
  const online = useOnline();
  // The link's currency, else the one the viewer chose in the header.
  const preferred = useViewerCurrency();
  const viewer = search.currency ?? preferred;
  const { comparison, source, failed } = usePricewise(search, viewer, online);
  const chosen = search.q.trim() !== '';
  const offers = comparison?.groups.reduce((n, g) => n + g.offers.length, 0) ?? 0;
  const dates = new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900 sm:text-3xl">
        <Scale aria-hidden="true" className="h-7 w-7 text-green-800" />
        <Trans>Pricewise</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        <Trans>
          Every farm’s price of a produce made comparable: per kilogram (or litre, or piece) after discounts, by grade, in
          your currency. Farms selling by the box or pack say what one weighs; those that do not are compared only with
          each other.
        </Trans>
      </p>

      <ProducePicker search={search} onChange={onChange} />

      {chosen && (
        <>
          <PricewiseFilters search={search} viewer={viewer} onChange={onChange} />
          <section aria-labelledby="pricewise-results" className="mt-6" aria-busy={comparison === undefined && !failed}>
            <h2 id="pricewise-results" className="text-xl font-semibold text-gray-900">
              <Trans>Offers of “{search.q}”</Trans>
            </h2>
            <p className="mt-1 text-sm text-gray-700" role="status">
              {comparison === undefined ? (
                failed ? null : (
                  <Trans>Comparing prices…</Trans>
                )
              ) : (
                <>
                  <Trans>{i18n.number(offers)} offers, sorted by price.</Trans>{' '}
                  {comparison.rate_date ? (
                    <Trans>
                      Prices in {viewer}, converted at the exchange rates of {dates.format(new Date(`${comparison.rate_date}T00:00:00Z`))}.
                    </Trans>
                  ) : (
                    <Trans>Prices in {viewer}.</Trans>
                  )}{' '}
                  {source === 'server' && <Trans>Compared by the server: this device has not downloaded the catalogue yet.</Trans>}
                </>
              )}
            </p>
            {failed && (
              <div className="mt-3">
                <Notice>
                  <Trans>The comparison could not be loaded. Check your connection and try again.</Trans>
                </Notice>
              </div>
            )}
            {comparison && comparison.unconverted.length > 0 && (
              <div className="mt-3">
                <Notice tone="info">
                  <Trans>
                    Offers in {comparison.unconverted.join(', ')} are left out: this device has no exchange rate for them yet.
                  </Trans>
                </Notice>
              </div>
            )}
            {comparison && offers === 0 && (
              <div className="mt-4">
                <EmptyState icon={SearchX}>
                  <Trans>No offers match. Try another name, or fewer filters.</Trans>
                </EmptyState>
              </div>
            )}
            {comparison?.groups.map((group) => <OfferGroup key={group.basis} group={group} currency={comparison.currency} only={comparison.groups.length === 1} />)}
            {comparison?.groups[0] && (
              <PriceHistorySection
                group={comparison.groups[0]}
                currency={comparison.currency}
                days={search.days}
                onDays={(days) => onChange({ days }, { replace: true })}
                fromServer={source === 'server'}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
