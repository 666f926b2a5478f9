// /cart: the shopper's cart, read from the device and changed through the outbox.
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/cart')({
  component: CartRoute,
});

function CartRoute() {
  return <CartPage />;
}
