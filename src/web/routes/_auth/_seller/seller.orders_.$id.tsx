import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/orders_/$id')({
  component: () => <h1>/_auth/_seller/seller/orders_/$id</h1>,
});
