// /seller/add-product: a new product, saved on the device at once and sent (with its photos) when online.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { toastSaved } from '@/lib/saved-offline.ts';
import { createProduct } from '@/domain/products/seller-product-writes.ts';
import { formValuesOf } from '../product-form-values.ts';
import { useCategories, useFarmId, useOwnBranches } from '../use-seller-products.ts';
import { ProductForm } from './product-form.tsx';
import { SellerPageShell } from './seller-page-shell.tsx';

export function AddProductPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const categories = useCategories();
  const branches = useOwnBranches();
  const farm = useFarmId();
  if (!categories || !branches || farm === undefined) return <SellerPageShell title={<Trans>Add a product</Trans>} loading />;
  const firstApproved = branches.find((b) => b.status === 'approved') ?? branches[0];

  return (
    <SellerPageShell title={<Trans>Add a product</Trans>}>
      <ProductForm
        mode="create"
        initialValues={formValuesOf(null, firstApproved ? { branch_id: firstApproved.id } : {})}
        initialPhotos={[]}
        categories={categories}
        branches={branches}
        onSubmit={async (body, photos) => {
          const id = await createProduct(
            body,
            photos.flatMap((p) => (p.kind === 'new' ? [{ blob: p.blob, name: p.name, type: p.type }] : [])),
            { sellerId: farm ?? '', label: t`Add product ${body.name}` },
          );
          toastSaved(t`Product created successfully!`, t`Saved on this device. It will be sent when you are back online.`);
          await navigate({ to: '/seller/products/details/$id', params: { id } });
        }}
      />
    </SellerPageShell>
  );
}
