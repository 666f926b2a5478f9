import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_business/profiledashboard/subscription')({
  component: () => <h1>/_auth/_business/profiledashboard/subscription</h1>,
});
