import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_shopper/checkout')({
  component: () => <h1>/_auth/_shopper/checkout</h1>,
});
