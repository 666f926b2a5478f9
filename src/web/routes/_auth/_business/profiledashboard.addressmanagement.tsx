import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_business/profiledashboard/addressmanagement')({
  component: () => <h1>/_auth/_business/profiledashboard/addressmanagement</h1>,
});
