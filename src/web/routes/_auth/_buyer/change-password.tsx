import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/change-password')({
  component: () => <h1>/_auth/_buyer/change-password</h1>,
});
