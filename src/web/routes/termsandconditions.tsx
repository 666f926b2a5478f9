import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/termsandconditions')({
  component: () => <h1>/termsandconditions</h1>,
});
