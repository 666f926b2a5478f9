import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/products/details/$id')({
  component: () => <h1>/products/details/$id</h1>,
});
