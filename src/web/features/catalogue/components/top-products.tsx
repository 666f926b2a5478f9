// The home page's product sections: best sellers and best rated from GET /product/top_products/. Offline, or when
// that call fails, the newest products the device holds stand in (with the spec's 'Fetch top products failed').
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { TOP_PRODUCTS_LIMIT } from '@contract/constants.ts';
import { useOnline } from '@/lib/online.ts';
import { useTopProducts } from '../catalogue-api.ts';
import { useFarms, useNewestProducts } from '../use-catalogue.ts';
import { ProductCard } from './product-card.tsx';

/** Cards in a section's first row at its widest (md: 4 columns). */
const FIRST_ROW = 4;

export function TopProducts({ cardAction }: { cardAction?: (product: Product) => ReactNode }) {
  const online = useOnline();
  const top = useTopProducts(online);
  const newest = useNewestProducts(TOP_PRODUCTS_LIMIT);
  const failed = top.state === 'failed' || !online;

  if (top.state === 'done' && (top.value.best_sellers.length || top.value.best_rated.length)) {
    return (
      <>
        <ProductRow id="best-sellers" title={<Trans>Best sellers</Trans>} products={top.value.best_sellers} cardAction={cardAction} first />
        <ProductRow id="best-rated" title={<Trans>Best rated</Trans>} products={top.value.best_rated} cardAction={cardAction} tone="muted" />
      </>
    );
  }
  if (!failed && top.state !== 'done') {
    // The two sections' places, kept while they load, so nothing below them moves when they arrive.
    return (
      <>
        <RowPlaceholder label={<Trans>Loading products…</Trans>} />
        <RowPlaceholder tone="muted" />
      </>
    );
  }
  if (!newest?.length) return null;
  return (
    <ProductRow
      id="newest"
      title={<Trans>Newest products</Trans>}
      products={newest}
      cardAction={cardAction}
      first
      note={online && top.state === 'failed' ? <Trans>Fetch top products failed</Trans> : undefined}
    />
  );
}

function ProductRow({
  id,
  title,
  products,
  cardAction,
  note,
  tone,
  first = false,
}: {
  id: string;
  title: ReactNode;
  products: Product[];
  cardAction?: (product: Product) => ReactNode;
  note?: ReactNode;
  tone?: 'muted';
  /** The page's first section: the photos of its first row load at once. */
  first?: boolean;
}) {
  const { t } = useLingui();
  const farms = useFarms();
  if (!products.length) return null;
  return (
    <section aria-labelledby={`home-${id}`} className={tone === 'muted' ? 'bg-gray-50' : undefined} data-testid={`home-${id}`}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`home-${id}`} className="text-2xl font-bold text-gray-900 sm:text-3xl">
            {title}
          </h2>
          <Link to="/marketplace" className="inline-flex min-h-10 items-center gap-1 font-semibold text-green-800 hover:underline" aria-label={t`See all products in the marketplace`}>
            <Trans>See all</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {note && (
          <p role="status" className="mt-2 text-sm text-gray-700">
            {note}
          </p>
        )}
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.id} className="flex">
              <ProductCard product={p} farm={farms.get(p.seller_id)} action={cardAction?.(p)} headingLevel={3} priority={first && i < FIRST_ROW} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * A section as it will be, without its products: the heading's line and TOP_PRODUCTS_LIMIT cards of the same size
 * (a 4:3 photo, a name, a farm, a price line), grey. `label` says what is loading (screen readers hear it too).
 */
function RowPlaceholder({ label, tone }: { label?: ReactNode; tone?: 'muted' }) {
  return (
    <section aria-busy="true" className={tone === 'muted' ? 'bg-gray-50' : undefined} data-testid="home-products-loading">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <div className="flex min-h-10 items-end text-2xl sm:text-3xl">
          {label ? <p className="text-base text-gray-700">{label}</p> : <span aria-hidden="true">&nbsp;</span>}
        </div>
        <ul aria-hidden="true" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {Array.from({ length: TOP_PRODUCTS_LIMIT }, (_, i) => (
            <li key={i} className="flex">
              <div className="flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
                <div className="aspect-[4/3] bg-gray-100" />
                <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
                  <span className="text-sm sm:text-base">&nbsp;</span>
                  <span className="w-2/3 rounded bg-gray-100 text-xs sm:text-sm">&nbsp;</span>
                  <span className="mt-auto flex pt-2 text-base sm:text-lg">
                    <span className="w-1/2 rounded bg-gray-100">&nbsp;</span>
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
