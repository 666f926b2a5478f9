import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/buyer/')({
  component: () => <h1>/buyer/</h1>,
});
