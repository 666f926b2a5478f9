import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/profile/address')({
  component: () => <h1>/_auth/profile/address</h1>,
});
