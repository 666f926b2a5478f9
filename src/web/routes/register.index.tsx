import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/register/')({
  component: () => <h1>/register/</h1>,
});
