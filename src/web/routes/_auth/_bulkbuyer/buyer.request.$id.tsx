import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/request/$id')({
  component: () => <h1>/_auth/_bulkbuyer/buyer/request/$id</h1>,
});
