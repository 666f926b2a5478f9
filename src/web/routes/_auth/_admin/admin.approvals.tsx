// /admin/approvals: branch moderation (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '@/features/admin/components/approvals-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/approvals')({
  component: ApprovalsPage,
});
