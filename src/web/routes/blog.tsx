// /blog: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/blog')({
  component: BlogPage,
});

function BlogPage() {
  return (
    <PlannedPage
      title={<Trans>Blog</Trans>}
      description={<Trans>Stories from the farms, seasonal guides and marketplace news, page by page.</Trans>}
      audience={<Trans>Everyone who cares where their food comes from.</Trans>}
    />
  );
}
