// /products/details/$id: the catalogue's product page with the cart's add (for Add to cart and Buy now) and the
// wishlist heart, and where its prices sit against other farms' (Pricewise).
// The cart's code (and with it Dexie, about 30 KB over the wire and some 40 ms of a fast phone's main thread to start)
// is not part of the page's: the first paint of a product, a visitor's on a thin link above all, needs neither, and a
// signed-out add keeps the line on the device without it (keep-locally.ts). It is fetched once the page has shown to
// a signed-in user, so their add finds it there; an add made before it arrived waits for it.
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { toast } from '@/components/ui/toast-store.ts';
import { ProductDetailsPage } from '@/features/catalogue/components/product-details-page.tsx';
import type { addToCart as AddToCart } from '@/features/cart/cart-actions.ts';
import { keepInLocalCart } from '@/features/cart/keep-locally.ts';
import { authStore, useAuth } from '@/lib/auth.ts';
import { MarketPosition } from '@/features/pricewise/components/market-position.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

export const Route = createFileRoute('/products/details/$id')({
  component: ProductDetailsRoute,
});

let cartCode: Promise<typeof import('@/features/cart/cart-actions.ts')> | null = null;
const loadCartCode = () => {
  cartCode ??= import('@/features/cart/cart-actions.ts').catch((err: unknown) => {
    cartCode = null; // asked again on the next add (the link may be back)
    throw err;
  });
  return cartCode;
};

const addToCart: typeof AddToCart = async (...args) => {
  if (!authStore.get().user) return keepInLocalCart(...args);
  try {
    return (await loadCartCode()).addToCart(...args);
  } catch {
    // The code could not be fetched (no signal before it arrived): nothing was added.
    toast.error(t`Add to cart failed`);
    return 'failed';
  }
};

function ProductDetailsRoute() {
  const { id } = Route.useParams();
  const signedIn = !!useAuth().user;
  useEffect(() => {
    if (signedIn) void loadCartCode().catch(() => undefined);
  }, [signedIn]);
  return (
    <ProductDetailsPage
      key={id}
      id={id}
      addToCart={addToCart}
      wishlist={(product) => <WishlistToggle product={product} size="lg" />}
      priceContext={(product) => <MarketPosition product={product} />}
    />
  );
}
