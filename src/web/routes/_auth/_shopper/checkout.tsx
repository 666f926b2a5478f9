// /checkout: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return (
    <PlannedPage
      title={<Trans>Checkout</Trans>}
      description={<Trans>Choose a delivery address, review your order and pay securely.</Trans>}
      audience={<Trans>Buyers and bulk buyers.</Trans>}
    />
  );
}
