// /products/details/$id: the catalogue's product page with the cart's purchase form and the wishlist heart.
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailsPage } from '@/features/catalogue/components/product-details-page.tsx';
import { AddToCartForm } from '@/features/cart/components/add-to-cart-form.tsx';
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
      purchase={(product) => <AddToCartForm key={product.id} product={product} />}
      wishlist={(product) => <WishlistToggle product={product} size="lg" />}
    />
  );
}
