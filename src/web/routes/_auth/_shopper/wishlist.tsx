// /wishlist: saved products shown with the catalogue's card; "Move to cart" adds the first grade in stock.
import { createFileRoute } from '@tanstack/react-router';
import type { Product } from '@contract/catalogue.ts';
import { ProductCard } from '@/features/catalogue/components/product-card.tsx';
import { useFarms } from '@/features/catalogue/use-catalogue.ts';
import { addToCart } from '@/features/cart/cart-actions.ts';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

export const Route = createFileRoute('/_auth/_shopper/wishlist')({
  component: WishlistRoute,
});

async function moveToCart(product: Product): Promise<boolean> {
  const offer = product.grades.find((g) => g.stock > 0) ?? product.grades[0];
  if (!offer) return false;
  return (await addToCart(product, offer.grade, Math.max(1, product.min_order_qty))) === 'added';
}

function WishlistRoute() {
  const farms = useFarms();
  return (
    <WishlistPage
      card={(product) => <ProductCard product={product} farm={farms.get(product.seller_id)} action={<WishlistToggle product={product} />} />}
      moveToCart={moveToCart}
    />
  );
}
