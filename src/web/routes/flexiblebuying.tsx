import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/flexiblebuying')({
  component: () => <h1>/flexiblebuying</h1>,
});
