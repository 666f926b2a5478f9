// /marketplace: the catalogue from Dexie, searched by the header's ?q= and a category; hearts from the wishlist.
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MarketplacePage } from '@/features/catalogue/components/marketplace-page.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

const marketplaceSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  category: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
});

export const Route = createFileRoute('/marketplace')({
  validateSearch: marketplaceSearch,
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const { q, category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MarketplacePage
      q={q || undefined}
      category={category || undefined}
      onCategoryChange={(next) => void navigate({ search: (prev) => ({ ...prev, category: next }), replace: true })}
      cardAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
