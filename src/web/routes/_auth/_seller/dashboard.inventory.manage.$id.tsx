import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/manage/$id')({
  component: () => <h1>/_auth/_seller/dashboard/inventory/manage/$id</h1>,
});
