import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_shopper/wishlist')({
  component: () => <h1>/_auth/_shopper/wishlist</h1>,
});
