// /blog/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/blog_/$id')({
  component: BlogPostPage,
});

function BlogPostPage() {
  return (
    <PlannedPage
      title={<Trans>Blog post</Trans>}
      description={<Trans>The full article with comments, sharing, categories, popular tags and recent posts.</Trans>}
      audience={<Trans>Readers of the FreshMarket blog.</Trans>}
    />
  );
}
