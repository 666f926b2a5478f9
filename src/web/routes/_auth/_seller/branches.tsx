import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/branches')({
  component: () => <h1>/_auth/_seller/branches</h1>,
});
