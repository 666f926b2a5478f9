import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/register/bulk-buyer')({
  component: () => <h1>/_auth/_buyer/register/bulk-buyer</h1>,
});
