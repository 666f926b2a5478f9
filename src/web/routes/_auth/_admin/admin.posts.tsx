// /admin/posts: the blog's posts (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminPostsPage } from '@/features/admin/components/admin-posts-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/posts')({
  component: AdminPostsPage,
});
