// /register/seller: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/register/seller')({
  component: RegisterSellerPage,
});

function RegisterSellerPage() {
  return (
    <PlannedPage
      title={<Trans>Register as a seller</Trans>}
      description={<Trans>A form for your farm or business details so you can list products and receive orders.</Trans>}
      audience={<Trans>Buyers who grow or sell produce.</Trans>}
    />
  );
}
