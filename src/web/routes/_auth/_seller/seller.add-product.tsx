// /seller/add-product: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/add-product')({
  component: AddProductPage,
});

function AddProductPage() {
  return (
    <PlannedPage
      title={<Trans>Add a product</Trans>}
      description={<Trans>A form for a new product: name, category, grade, price and currency, unit, stock, photos and description.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
