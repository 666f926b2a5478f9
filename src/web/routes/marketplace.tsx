// /marketplace: the catalogue's filters are the URL's search params (validated, bad values dropped, defaults
// left out), so a filtered view is a link to share; hearts from the wishlist.
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { parseCatalogueSearch, type CatalogueFilter } from '@contract/catalogue-search.ts';
import { MarketplacePage } from '@/features/catalogue/components/marketplace-page.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

const DEFAULTS = { organic: 'all', stock: 'all', sort: 'relevance', page: 1 } as const;

export const Route = createFileRoute('/marketplace')({
  validateSearch: (raw: Partial<CatalogueFilter> & SearchSchemaInput): CatalogueFilter => {
    const f = parseCatalogueSearch(raw);
    // Every key named, so a dropped value cannot leak through from the raw search (the router merges them).
    return {
      q: f.q,
      category: f.category,
      price_min: f.price_min,
      price_max: f.price_max,
      status: f.status,
      organic: f.organic,
      stock: f.stock,
      currency: f.currency,
      sort: f.sort,
      seller: f.seller,
      page: f.page,
    };
  },
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MarketplacePage
      filter={filter}
      onChange={(patch, opts) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch, page: patch.page ?? 1 }), replace: opts?.replace ?? false })
      }
      onClear={() => void navigate({ search: {} })}
      cardAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
