import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_seller/update-branch/$id')({
  component: () => <h1>/_auth/_seller/update-branch/$id</h1>,
});
