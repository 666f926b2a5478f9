import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_business/profiledashboard/change-password')({
  component: () => <h1>/_auth/_business/profiledashboard/change-password</h1>,
});
