import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog')({
  component: () => <h1>/blog</h1>,
});
