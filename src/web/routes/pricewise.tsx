import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/pricewise')({
  component: () => <h1>/pricewise</h1>,
});
