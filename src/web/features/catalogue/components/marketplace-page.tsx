// /marketplace: the catalogue with every filter of spec §2, sorting and pages, from Dexie through its indexes.
// The filters live in the URL (the route validates them), so a filtered view is a link to share. On a first visit,
// while Dexie is still empty, the server answers the same filters until the pull has filled Dexie.
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { CatalogueFilter, Product } from '@contract/catalogue.ts';
import type { ProductSort } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';
import { loadedDevice } from '@/offline/device-loader.ts';
import { useRemoteCategories, useRemoteProducts, type ProductList } from '../catalogue-api.ts';
import { effectiveSort } from '../catalogue-query.ts';
import { filterKey, PAGE_SIZE, useCataloguePage, useCategories, useFarms, useSyncedOnce } from '../use-catalogue.ts';
import { activeFilterCount, CatalogueFilters, type FilterPatch } from './catalogue-filters.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { SortSelect } from './marketplace-controls.tsx';
import { ProductCard } from './product-card.tsx';
import { CurrencySelect } from '@/domain/currency/currency-select.tsx';

/** Cards in the grid's first row at its widest (xl: 4 columns): in view as the page opens. */
const FIRST_ROW = 4;

export interface MarketplacePageProps {
  filter: CatalogueFilter;
  /** Writes the filters back to the URL; any change but the page's goes back to page 1. */
  onChange: (patch: FilterPatch, opts?: { replace?: boolean }) => void;
  onClear: () => void;
  /** The route's wishlist heart for a card. */
  cardAction?: (product: Product) => ReactNode;
}

export function MarketplacePage({ filter, onChange, onClear, cardAction }: MarketplacePageProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const localCategories = useCategories();
  const remoteCategories = useRemoteCategories(localCategories !== undefined && localCategories.length === 0);
  const categories = localCategories?.length ? localCategories : remoteCategories.state === 'done' ? remoteCategories.value : [];
  const farms = useFarms();

  // Until the first pull has finished, the server answers (Dexie may hold part of the catalogue); offline or
  // when the server fails, Dexie answers with what it has. On the first page of a start, while the device's store is
  // still loading and opening (it cannot yet say whether a pull has finished), the server is asked at once, beside
  // it, and its answer shows as soon as it arrives; a store that then says it holds the catalogue takes over.
  const synced = useSyncedOnce();
  const [storeWasClosed] = useState(() => loadedDevice() === null);
  const useServer = online && (synced === false || (synced === undefined && storeWasClosed));
  const remote = useRemoteProducts(filter, PAGE_SIZE, useServer);
  const { result, stored } = useCataloguePage(filter, synced !== undefined && (!useServer || remote.state === 'failed'));
  // The server's page stays on screen until the device's answers the same filters (the first pull just finished).
  const [held, setHeld] = useState<{ key: string; list: ProductList } | null>(null);
  const key = filterKey(filter);
  if (useServer && remote.state === 'done' && held?.list !== remote.value) setHeld({ key, list: remote.value });
  const fromServer = useServer ? (remote.state === 'done' ? remote.value : null) : result === undefined && held?.key === key ? held.list : null;
  const dexieEmpty = stored === 0;

  const products = fromServer ? fromServer.data : (result?.products ?? []);
  const matching = fromServer ? fromServer.meta.count : (result?.matching ?? 0);
  const page = fromServer ? fromServer.meta.page : (result?.page ?? 1);
  const pages = fromServer ? Math.max(1, Math.ceil(fromServer.meta.count / fromServer.meta.page_size)) : (result?.pages ?? 1);
  const loading =
    !fromServer && (stored === undefined || synced === undefined || (useServer && (remote.state === 'loading' || remote.state === 'idle')) || result === undefined);
  const shownCount = i18n.number(products.length);
  const matchingCount = i18n.number(matching);
  const active = activeFilterCount(filter);
  const sort = effectiveSort(filter);
  const query = filter.q;

  const sortOptions: Array<{ value: ProductSort; label: string }> = [
    { value: 'relevance', label: filter.q ? t`Relevance` : t`Available first` },
    { value: 'newest', label: t`Newest` },
    { value: 'price_asc', label: t`Price: low to high` },
    { value: 'price_desc', label: t`Price: high to low` },
    { value: 'name', label: t`Name` },
  ];
  const goToPage = (next: number) => {
    onChange({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Marketplace</Trans>
      </h1>
      <div className="mt-4 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside className="hidden lg:block" data-testid="filters-sidebar">
          <CatalogueFilters filter={filter} categories={categories} onChange={onChange} onClear={onClear} />
        </aside>

        <div className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-gray-700" role="status" data-testid="showing-count">
              {filter.q && (
                <span className="mr-2 font-medium text-gray-900" data-testid="marketplace-query">
                  <Trans>Search: {query}</Trans>
                </span>
              )}
              {!loading && (
                <Trans>
                  Showing {shownCount} of {matchingCount} products
                </Trans>
              )}
            </p>
            {/* Phones: the header has no room for the currency; it is here, beside the count, above the sort. */}
            <CurrencySelect toolbar className="ml-auto sm:hidden" />
            <div className="flex w-full items-end gap-2 sm:w-auto">
              <FilterSheet filter={filter} categories={categories} onChange={onChange} onClear={onClear} matchingCount={matchingCount} />
              <SortSelect value={sort} options={sortOptions} onChange={(next) => onChange({ sort: next })} />
            </div>
          </div>

          {loading ? (
            <p className="mt-10 text-center text-gray-700">
              <Trans>Loading products…</Trans>
            </p>
          ) : products.length === 0 ? (
            <div className="mt-8 flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-gray-500" />
              <p className="max-w-md text-gray-800">
                {dexieEmpty && !synced && !online ? (
                  <Trans>The catalogue is not on this device yet. Connect to the internet once to browse it offline.</Trans>
                ) : dexieEmpty && remote.state === 'failed' ? (
                  <Trans>Error loading data</Trans>
                ) : (
                  <Trans>No products found matching your filters. Try adjusting your search criteria.</Trans>
                )}
              </p>
              {active > 0 && (
                <Button variant="secondary" onClick={onClear}>
                  <Trans>Clear filters</Trans>
                </Button>
              )}
            </div>
          ) : (
            <>
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
                {products.map((p, i) => (
                  <li key={p.id} className="flex">
                    <ProductCard product={p} farm={farms.get(p.seller_id)} action={cardAction?.(p)} priority={i < FIRST_ROW} />
                  </li>
                ))}
              </ul>
              {pages > 1 && <Pager page={page} pages={pages} onPage={goToPage} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
