import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_bulkbuyer/request/timepicker')({
  component: () => <h1>/_auth/_bulkbuyer/request/timepicker</h1>,
});
