import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_shopper/cart')({
  component: () => <h1>/_auth/_shopper/cart</h1>,
});
