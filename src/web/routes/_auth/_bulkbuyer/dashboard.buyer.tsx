import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_bulkbuyer/dashboard/buyer')({
  component: () => <h1>/_auth/_bulkbuyer/dashboard/buyer</h1>,
});
