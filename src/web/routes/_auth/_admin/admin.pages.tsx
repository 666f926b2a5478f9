// /admin/pages: the privacy policy and terms editor with its preview (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { SitePagesEditor } from '@/features/admin/components/site-pages-editor.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/pages')({
  component: SitePagesEditor,
});
