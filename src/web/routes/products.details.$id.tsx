// /products/details/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/products/details/$id')({
  component: ProductDetailsPage,
});

function ProductDetailsPage() {
  return (
    <PlannedPage
      title={<Trans>Product details</Trans>}
      description={<Trans>Descriptions, additional information and customer feedback for one product, with stock status, add to cart, buy now, wishlist and share.</Trans>}
      audience={<Trans>Buyers and bulk buyers choosing what to order.</Trans>}
    />
  );
}
