import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/requests')({
  component: () => <h1>/_auth/_bulkbuyer/buyer/requests</h1>,
});
