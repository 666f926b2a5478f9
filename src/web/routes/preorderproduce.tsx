import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/preorderproduce')({
  component: () => <h1>/preorderproduce</h1>,
});
