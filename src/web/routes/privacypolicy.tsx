import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/privacypolicy')({
  component: () => <h1>/privacypolicy</h1>,
});
