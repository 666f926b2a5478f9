import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_buyer/userdashboard/addressmanagement')({
  component: () => <h1>/_auth/_buyer/userdashboard/addressmanagement</h1>,
});
