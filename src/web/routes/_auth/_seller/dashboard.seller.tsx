import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/dashboard/seller')({
  component: () => <h1>/_auth/_seller/dashboard/seller</h1>,
});
