import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/details/$id')({
  component: () => <h1>/_auth/_seller/dashboard/inventory/details/$id</h1>,
});
