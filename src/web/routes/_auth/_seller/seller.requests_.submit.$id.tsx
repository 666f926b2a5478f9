import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/submit/$id')({
  component: () => <h1>/_auth/_seller/seller/requests_/submit/$id</h1>,
});
