import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/branch/pending-approval')({
  component: () => <h1>/_auth/_buyer/branch/pending-approval</h1>,
});
