// /admin/audit: the audit log of admin actions (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminAuditPage } from '@/features/admin/components/admin-audit-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/audit')({
  component: AdminAuditPage,
});
