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

export function TopProducts({ cardAction }: { cardAction?: (product: Product) => ReactNode }) {
  const online = useOnline();
  const top = useTopProducts(online);
  const newest = useNewestProducts(TOP_PRODUCTS_LIMIT);
  const failed = top.state === 'failed' || !online;

  if (top.state === 'done' && (top.value.best_sellers.length || top.value.best_rated.length)) {
    return (
      <>
        <ProductRow id="best-sellers" title={<Trans>Best sellers</Trans>} products={top.value.best_sellers} cardAction={cardAction} />
        <ProductRow id="best-rated" title={<Trans>Best rated</Trans>} products={top.value.best_rated} cardAction={cardAction} tone="muted" />
      </>
    );
  }
  if (!failed && top.state !== 'done') {
    return (
      <section aria-busy="true" className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-gray-700">
          <Trans>Loading products…</Trans>
        </p>
      </section>
    );
  }
  if (!newest?.length) return null;
  return (
    <ProductRow
      id="newest"
      title={<Trans>Newest products</Trans>}
      products={newest}
      cardAction={cardAction}
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
}: {
  id: string;
  title: ReactNode;
  products: Product[];
  cardAction?: (product: Product) => ReactNode;
  note?: ReactNode;
  tone?: 'muted';
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
          {products.map((p) => (
            <li key={p.id} className="flex">
              <ProductCard product={p} farm={farms.get(p.seller_id)} action={cardAction?.(p)} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
