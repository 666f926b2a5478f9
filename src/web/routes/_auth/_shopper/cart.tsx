// /cart: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/cart')({
  component: CartPage,
});

function CartPage() {
  return (
    <PlannedPage
      title={<Trans>Your cart</Trans>}
      description={<Trans>The products you are about to buy, with quantities you can change even offline, and the order summary.</Trans>}
      audience={<Trans>Buyers and bulk buyers.</Trans>}
    />
  );
}
