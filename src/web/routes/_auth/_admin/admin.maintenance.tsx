// /admin/maintenance: switch maintenance mode on and off (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceConsole } from '@/features/admin/components/maintenance-console.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/maintenance')({
  component: MaintenanceConsole,
});
