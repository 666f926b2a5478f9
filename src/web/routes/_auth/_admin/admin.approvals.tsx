import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_admin/admin/approvals')({
  component: () => <h1>/_auth/_admin/admin/approvals</h1>,
});
