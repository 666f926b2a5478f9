import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/content/maintenance-page.tsx';

export const Route = createFileRoute('/maintenance')({
  component: MaintenancePage,
});
