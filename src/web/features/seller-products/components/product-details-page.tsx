// /seller/products/details/{id}: the seller's view of one product: photos (stored, or waiting to upload), grades
// with price and stock, status and whether buyers can see it, links to edit and to inventory, delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Pencil, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { db } from '@/offline/db.ts';
import { deleteProduct } from '@/domain/products/seller-product-writes.ts';
import { syncStateOf, useOwnProduct, usePendingPhotoUrls } from '../use-seller-products.ts';
import { useStatusLabel } from '@/domain/products/product-labels.tsx';
import { DeleteProductButton } from './delete-product-button.tsx';
import { SyncBadge } from './labels.tsx';
import { ProductGrades } from './product-grades.tsx';
import { ProductPhotos } from './product-photos.tsx';
import { SellerPageShell } from './seller-page-shell.tsx';

function useHiddenReason(product: Product | null): string | null {
  const { t } = useLingui();
  const branch = useLiveQuery(async () => (product?.branch_id ? ((await db.branches.get(product.branch_id)) ?? null) : null), [product?.branch_id]);
  if (!product || product.visible) return null;
  if (product.status === 'Draft') return t`Hidden from buyers: it is a draft.`;
  if (!product.branch_id || branch === null) return t`Hidden from buyers until it has an approved branch.`;
  if (branch?.status === 'pending') return t`Hidden from buyers until its branch is approved.`;
  if (branch?.status === 'rejected') return t`Hidden from buyers: its branch was rejected.`;
  return t`Hidden from buyers until the server confirms it.`;
}

/** `marketPosition`: where its prices sit against the market (Pricewise), composed by the route. */
export function SellerProductDetailsPage({ productId, marketPosition }: { productId: string; marketPosition?: (product: Product) => ReactNode }) {
  const { t, i18n } = useLingui();
  const found = useOwnProduct(productId);
  const statusLabel = useStatusLabel();
  const pendingUrls = usePendingPhotoUrls(found?.entries.filter((e) => e.state === 'pending'));
  const product = found?.product ?? null;
  const hidden = useHiddenReason(product);

  if (!found) return <SellerPageShell title={<Trans>Product</Trans>} loading />;
  if (!product) {
    return (
      <SellerPageShell title={<Trans>Product</Trans>}>
        <Notice tone="info">
          <Trans>Product not found</Trans>
        </Notice>
      </SellerPageShell>
    );
  }
  const sync = syncStateOf(found.entries);
  const name = i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;

  return (
    <SellerPageShell title={name}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-900">{statusLabel(product.status)}</span>
        {product.visible ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
            <Trans>Visible to buyers</Trans>
          </span>
        ) : null}
        <SyncBadge state={sync} />
      </div>
      {hidden && <Notice tone="info">{hidden}</Notice>}
      {sync === 'refused' && (
        <Notice>
          <Trans>
            The server refused the last change of this product.{' '}
            <Link to="/seller/products/edit/$id" params={{ id: product.id }} className="font-semibold underline">
              Open it to fix or choose
            </Link>
          </Trans>
        </Notice>
      )}

      <ProductPhotos product={product} name={name} pendingUrls={pendingUrls} />

      <ProductGrades product={product} />
      {marketPosition?.(product)}

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/seller/products/edit/$id" params={{ id: product.id }} className={buttonClasses('primary')}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <Trans>Edit</Trans>
        </Link>
        <Link to="/dashboard/inventory/details/$id" params={{ id: product.id }} className={buttonClasses('secondary')}>
          <Warehouse aria-hidden="true" className="h-4 w-4" />
          <Trans>Inventory</Trans>
        </Link>
        <DeleteProductButton name={name} onDelete={() => deleteProduct(product, t`Delete product ${name}`)} />
      </div>
    </SellerPageShell>
  );
}
