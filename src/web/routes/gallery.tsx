// /gallery: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/gallery')({
  component: GalleryPage,
});

function GalleryPage() {
  return (
    <PlannedPage
      title={<Trans>Gallery</Trans>}
      description={<Trans>Photos from the farms, markets and kitchens of the FreshMarket community.</Trans>}
      audience={<Trans>Everyone.</Trans>}
    />
  );
}
