import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/requests')({
  component: () => <h1>/_auth/_seller/seller/requests</h1>,
});
