import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/request-success')({
  component: () => <h1>/request-success</h1>,
});
