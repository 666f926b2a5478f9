// /admin/users: find, disable and enable accounts (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '@/features/admin/components/admin-users-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/users')({
  component: AdminUsersPage,
});
