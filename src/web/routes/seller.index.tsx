import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/seller/')({
  component: () => <h1>/seller/</h1>,
});
