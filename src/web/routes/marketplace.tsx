import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/marketplace')({
  component: () => <h1>/marketplace</h1>,
});
