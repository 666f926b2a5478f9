// /admin: the console's dashboard (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/')({
  component: AdminDashboardPage,
});
