import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/products/edit/$id')({
  component: () => <h1>/_auth/_seller/seller/products/edit/$id</h1>,
});
