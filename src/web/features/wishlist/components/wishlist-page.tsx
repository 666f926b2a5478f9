// /wishlist: saved products from Dexie; the route supplies how a product shows (the catalogue's card)
// and how it moves to the cart (the cart feature).
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { removeFromWishlist } from '../wishlist-actions.ts';
import { useWishlistEntries } from '../use-wishlist.ts';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export interface WishlistPageProps {
  card: (product: Product) => ReactNode;
  /** Resolves true when the product went to the cart. */
  moveToCart: (product: Product) => Promise<boolean>;
}

export function WishlistPage({ card, moveToCart }: WishlistPageProps) {
  const { t, i18n } = useLingui();
  const entries = useWishlistEntries();
  const [busy, setBusy] = useState<string | null>(null);

  const move = async (product: Product) => {
    setBusy(product.id);
    try {
      if (await moveToCart(product)) await removeFromWishlist(product);
    } finally {
      setBusy(null);
    }
  };
  const remove = async (product: Pick<Product, 'id' | 'name' | 'name_fr'>) => {
    setBusy(product.id);
    try {
      await removeFromWishlist(product);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Your wishlist</Trans>
      </h1>
      {entries === undefined ? (
        <LoadingMine className="mt-8 text-gray-700">
          <Trans>Loading your wishlist…</Trans>
        </LoadingMine>
      ) : entries.length === 0 ? (
        <EmptyState icon={Heart}>
          <Trans>Your wishlist is empty.</Trans>
        </EmptyState>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {entries.map(({ item, product }) => {
            if (!product)
              return (
                <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 text-gray-700" data-testid="wishlist-item">
                  <p>
                    <Trans>This product is not on this device yet.</Trans>{' '}
                    <Link to="/products/details/$id" params={{ id: item.product_id }} className="font-semibold text-green-800 underline">
                      <Trans>View product</Trans>
                    </Link>
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy === item.product_id}
                    onClick={() => void remove({ id: item.product_id, name: t`a product`, name_fr: null })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            const name = i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
            return (
              <li key={item.id} className="flex flex-col gap-2" data-testid="wishlist-item">
                {card(product)}
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" className="flex-1 whitespace-nowrap" disabled={busy === product.id} onClick={() => void move(product)} aria-label={t`Move ${name} to cart`}>
                    <ShoppingCart aria-hidden="true" className="size-4" />
                    <Trans>Move to cart</Trans>
                  </Button>
                  <Button variant="secondary" size="sm" className="flex-1 whitespace-nowrap" disabled={busy === product.id} onClick={() => void remove(product)} aria-label={t`Remove ${name} from wishlist`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
