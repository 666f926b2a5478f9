// Where a product's prices sit in the market, on its page: for a buyer, each grade's compared price and 'lower than
// N% of offers' of that grade across Canada; for the farm that sells it, the same grade's offers in its province
// (count, median, quartiles) so it prices with open eyes. From the device's catalogue (offline), else the server's
// comparison; nothing while neither has answered.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { GRADES, PROVINCES } from '@contract/enums.ts';
import { pricePosition, produceName, type PricewiseComparison, type PricewiseSearch } from '@contract/pricewise-rules.ts';
import { useViewerCurrency } from '@/domain/currency/viewer-currency.ts';
import { GradeLabel } from '@/domain/products/product-labels.tsx';
import { useAuth } from '@/lib/auth.ts';
import { useOnline } from '@/lib/online.ts';
import { META, readMeta } from '@/offline/meta.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';
import { usePricewise } from '../use-pricewise.ts';
import { useProductHistory } from '../use-price-history.ts';
import { PriceSparkline } from './price-sparkline.tsx';
import { useBasisLabels } from './price-labels.ts';

const searchFor = (product: Product, province?: string | null): PricewiseSearch => ({
  q: produceName(product.name),
  organic: 'all',
  fulfilment: 'any',
  days: 90,
  province: province ?? undefined,
});

/** Each grade of the product: its compared price and where it sits among that grade's offers on the same basis. */
function positions(comparison: PricewiseComparison | undefined, productId: string) {
  if (!comparison) return [];
  const out = [];
  for (const group of comparison.groups) {
    for (const own of group.offers.filter((o) => o.product_id === productId)) {
      const prices = group.offers.filter((o) => o.grade === own.grade).map((o) => o.price_minor);
      out.push({ grade: own.grade, basis: group.basis, ...pricePosition(own.price_minor, prices) });
    }
  }
  // Top grade first, as the product's own grade table reads.
  return out.sort((a, b) => GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));
}

export function MarketPosition({ product }: { product: Product }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const myFarm = useDeviceQuery(async (db) => (userId ? ((await readMeta(db, META.myFarm(userId))) ?? null) : null), [userId], { empty: null });
  const owner = myFarm === product.seller_id;
  return owner ? <FarmView product={product} /> : <BuyerView product={product} />;
}

function BuyerView({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const viewer = useViewerCurrency();
  const labels = useBasisLabels();
  const search = searchFor(product);
  const { comparison } = usePricewise(search, viewer, online);
  const history = useProductHistory(product.id);
  const rows = positions(comparison, product.id).filter((r) => r.count > 1);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="market-position" className="mt-4 rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-800">
      <h2 id="market-position" className="flex items-center gap-2 font-semibold text-gray-900">
        <Scale aria-hidden="true" className="h-4 w-4 text-green-800" />
        <Trans>Compared with other farms</Trans>
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {rows.map((r) => {
          const price = labels.price(r.price_minor, viewer, r.basis);
          const percent = i18n.number(r.lower_than_percent);
          const others = i18n.number(r.count - 1);
          return (
            <li key={r.grade} className="flex flex-wrap items-center gap-x-2">
              <span>
                <span className="font-medium">
                  <GradeLabel grade={r.grade} />
                </span>
                {': '}
                <Trans>
                  {price}, lower than {percent}% of {others} other offers of this grade
                </Trans>
              </span>
              {history && <PriceSparkline entries={history} grade={r.grade} currency={product.currency} />}
            </li>
          );
        })}
      </ul>
      <Link to="/pricewise" search={{ q: search.q }} className="mt-2 inline-flex min-h-10 items-center text-green-800 underline">
        <Trans>Compare every offer in Pricewise</Trans>
      </Link>
    </section>
  );
}

/** The farm's view of its own product: the same grade's offers in its province (the seller's product page too). */
export function FarmView({ product }: { product: Product }) {
  const online = useOnline();
  const viewer = useViewerCurrency();
  const labels = useBasisLabels();
  const { i18n } = useLingui();
  const search = searchFor(product, product.province);
  const { comparison } = usePricewise(search, product.currency, online);
  const rows = positions(comparison, product.id);
  if (rows.length === 0) return null;
  const place = PROVINCES.find((p) => p.code === product.province);
  const province = place ? (i18n.locale === 'fr' ? place.name_fr : place.name_en) : (product.province ?? '');
  return (
    <section aria-labelledby="market-position" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
      <h2 id="market-position" className="flex items-center gap-2 font-semibold">
        <Scale aria-hidden="true" className="h-4 w-4" />
        <Trans>Your prices against the market in {province}</Trans>
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((r) => {
          const yours = labels.price(r.price_minor, product.currency, r.basis);
          const count = i18n.number(r.count);
          const median = labels.money(r.median ?? 0, product.currency);
          const q1 = labels.money(r.q1 ?? 0, product.currency);
          const q3 = labels.money(r.q3 ?? 0, product.currency);
          const percent = i18n.number(r.lower_than_percent);
          return (
            <li key={r.grade}>
              <span className="font-medium">
                <GradeLabel grade={r.grade} />
              </span>
              {': '}
              <Trans>
                yours {yours}; {count} offers (yours included), median {median}, middle half {q1} to {q3}; yours is lower than {percent}% of the others.
              </Trans>
            </li>
          );
        })}
      </ul>
      {viewer !== product.currency && (
        <p className="mt-1 text-xs text-gray-700">
          <Trans>Shown in your product’s currency, {product.currency}.</Trans>
        </p>
      )}
    </section>
  );
}
