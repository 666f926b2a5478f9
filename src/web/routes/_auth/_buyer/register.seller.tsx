import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/register/seller')({
  component: () => <h1>/_auth/_buyer/register/seller</h1>,
});
