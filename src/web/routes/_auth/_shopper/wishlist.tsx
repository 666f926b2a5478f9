// /wishlist: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/wishlist')({
  component: WishlistPage,
});

function WishlistPage() {
  return (
    <PlannedPage
      title={<Trans>Your wishlist</Trans>}
      description={<Trans>The products you saved for later, ready to move to your cart.</Trans>}
      audience={<Trans>Buyers and bulk buyers.</Trans>}
    />
  );
}
