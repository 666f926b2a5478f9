// /seller/products/edit/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/products/edit/$id')({
  component: EditProductPage,
});

function EditProductPage() {
  return (
    <PlannedPage
      title={<Trans>Edit product</Trans>}
      description={<Trans>Change a product's details, price, status and photos.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
