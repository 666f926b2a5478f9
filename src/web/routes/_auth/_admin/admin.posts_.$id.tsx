// /admin/posts/$id: the blog post editor ('new' for a new post; Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminPostEditor } from '@/features/admin/components/admin-post-editor.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/posts_/$id')({
  component: AdminPostEditorRoute,
});

function AdminPostEditorRoute() {
  const { id } = Route.useParams();
  return <AdminPostEditor key={id} id={id} />;
}
