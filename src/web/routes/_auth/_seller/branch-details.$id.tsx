import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/branch-details/$id')({
  component: () => <h1>/_auth/_seller/branch-details/$id</h1>,
});
