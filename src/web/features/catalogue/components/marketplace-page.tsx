// /marketplace (catalogue-lite): search (?q=), a category select, a paged grid of cards from Dexie.
// On a first visit with an empty Dexie it shows the server's first page until the pull fills Dexie.
import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';
import { useFirstCataloguePage } from '../catalogue-api.ts';
import { useCatalogue } from '../use-catalogue.ts';
import { ProductCard } from './product-card.tsx';

export const PAGE_SIZE = 48;

export interface MarketplacePageProps {
  q?: string;
  category?: string;
  onCategoryChange: (category: string | undefined) => void;
  /** The route's wishlist heart for a card. */
  cardAction?: (product: Product) => ReactNode;
}

export function MarketplacePage({ q, category, onCategoryChange, cardAction }: MarketplacePageProps) {
  const { i18n } = useLingui();
  const { all, shown, categories, farms } = useCatalogue({ q, category });
  const [limit, setLimit] = useState({ key: '', count: PAGE_SIZE });
  const filterKey = `${q ?? ''}|${category ?? ''}`;
  const count = limit.key === filterKey ? limit.count : PAGE_SIZE;
  const selectId = useId();
  const online = useOnline();

  const dexieEmpty = all !== undefined && all.length === 0;
  const remote = useFirstCataloguePage(dexieEmpty && !q && !category);
  const fromServer = remote.state === 'done' ? remote.value : null;

  const products = fromServer ? fromServer.data : shown.slice(0, count);
  const total = fromServer ? fromServer.meta.count : (all?.length ?? 0);
  const matching = fromServer ? fromServer.data.length : shown.length;
  const shownCount = i18n.number(matching);
  const totalCount = i18n.number(total);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Marketplace</Trans>
      </h1>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
            <Trans>Category</Trans>
          </label>
          <select
            id={selectId}
            value={category ?? ''}
            onChange={(e) => onCategoryChange(e.target.value || undefined)}
            className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900 sm:w-64"
          >
            <option value="">
              <Trans>All categories</Trans>
            </option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {i18n.locale === 'fr' ? c.name_fr : c.name_en}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-gray-700" role="status" data-testid="showing-count">
          {q && (
            <span className="mr-2 font-medium text-gray-900" data-testid="marketplace-query">
              <Trans>Search: {q}</Trans>
            </span>
          )}
          <Trans>
            Showing {shownCount} of {totalCount} products
          </Trans>
        </p>
      </div>

      {all === undefined || (dexieEmpty && remote.state === 'loading') ? (
        <p className="mt-10 text-center text-gray-700">
          <Trans>Loading products…</Trans>
        </p>
      ) : products.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-gray-500" />
          <p className="max-w-md text-gray-800">
            {remote.state === 'failed' && !online ? (
              <Trans>The catalogue is not on this device yet. Connect to the internet once to browse it offline.</Trans>
            ) : remote.state === 'failed' ? (
              <Trans>Error loading data</Trans>
            ) : (
              <Trans>No products found matching your filters. Try adjusting your search criteria.</Trans>
            )}
          </p>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} farm={farms.get(p.seller_id)} action={cardAction?.(p)} />
              </li>
            ))}
          </ul>
          {!fromServer && count < shown.length && (
            <div className="mt-8 flex justify-center">
              <Button variant="secondary" onClick={() => setLimit({ key: filterKey, count: count + PAGE_SIZE })}>
                <Trans>Load more</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
