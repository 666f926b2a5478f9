import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog_/$id')({
  component: () => <h1>/blog_/$id</h1>,
});
