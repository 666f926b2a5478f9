import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/contact')({
  component: () => <h1>/contact</h1>,
});
