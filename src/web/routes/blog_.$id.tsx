// /blog/$id: one post by id or slug, with its comments (features/blog).
import { createFileRoute } from '@tanstack/react-router';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { BlogPostPage } from '@/features/blog/components/blog-post-page.tsx';

export const Route = createFileRoute('/blog_/$id')({
  beforeLoad: loadWorkspaceMessages,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { id } = Route.useParams();
  return <BlogPostPage key={id} id={id} />;
}
