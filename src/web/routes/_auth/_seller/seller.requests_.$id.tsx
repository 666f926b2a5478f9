import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/$id')({
  component: () => <h1>/_auth/_seller/seller/requests_/$id</h1>,
});
