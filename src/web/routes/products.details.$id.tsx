// /products/details/$id: the catalogue's product page with the cart's add (for Add to cart and Buy now) and the
// wishlist heart, and where its prices sit against other farms' (Pricewise).
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailsPage } from '@/features/catalogue/components/product-details-page.tsx';
import { addToCart } from '@/features/cart/cart-actions.ts';
import { MarketPosition } from '@/features/pricewise/components/market-position.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

export const Route = createFileRoute('/products/details/$id')({
  component: ProductDetailsRoute,
});

function ProductDetailsRoute() {
  const { id } = Route.useParams();
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
