import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/register-branch')({
  component: () => <h1>/_auth/_buyer/register-branch</h1>,
});
