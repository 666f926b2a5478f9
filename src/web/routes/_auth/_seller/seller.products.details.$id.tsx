import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/products/details/$id')({
  component: () => <h1>/_auth/_seller/seller/products/details/$id</h1>,
});
