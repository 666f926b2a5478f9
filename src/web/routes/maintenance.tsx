import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/maintenance')({
  component: () => <h1>/maintenance</h1>,
});
