import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/orders')({
  component: () => <h1>/_auth/_seller/seller/orders</h1>,
});
