// /admin/comments: the blog's comment moderation queue (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminCommentsPage } from '@/features/admin/components/admin-comments-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/comments')({
  component: AdminCommentsPage,
});
