// /blog: the blog's list (features/blog). Its search params (page, words, category, tag) are read by the page's
// own code, not a validateSearch here: this file is in the app's first JavaScript. Its words live with the
// signed-in screens' catalogue, loaded before it renders, so the home page does not download them.
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { parseBlogSearch } from '@contract/blog-rules.ts';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { BlogPage } from '@/features/blog/components/blog-page.tsx';

export const Route = createFileRoute('/blog')({
  beforeLoad: loadWorkspaceMessages,
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogPage search={parseBlogSearch(useSearch({ strict: false }))} />;
}
