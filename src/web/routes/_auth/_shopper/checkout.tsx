// /checkout: the cart as one order per farm, read from the device and placed through the outbox (works offline).
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/components/checkout-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/checkout')({
  component: CheckoutPage,
});
