import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/add-product')({
  component: () => <h1>/_auth/_seller/seller/add-product</h1>,
});
