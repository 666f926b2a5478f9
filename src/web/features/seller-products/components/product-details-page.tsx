// /seller/products/details/{id}: the seller's view of one product: photos (stored, or waiting to upload), grades
// with price and stock, status and whether buyers can see it, links to edit and to inventory, delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Pencil, Trash2, Warehouse } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { discountedMinor } from '@contract/money.ts';
import { formatMoney } from '@contract/money.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import { db } from '@/offline/db.ts';
import { deleteProduct } from '../product-actions.ts';
import { syncStateOf, useOwnProduct, usePendingPhotoUrls } from '../use-seller-products.ts';
import { useGradeName as useGradeLabel, useStatusLabel } from '@/domain/products/product-labels.tsx';
import { SyncBadge } from './labels.tsx';
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

export function SellerProductDetailsPage({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const found = useOwnProduct(productId);
  const unitLabel = useUnitLabel();
  const gradeLabel = useGradeLabel();
  const statusLabel = useStatusLabel();
  const [confirming, setConfirming] = useState(false);
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
  const money = (minor: number) => formatMoney({ amount: minor, currency: product.currency }, i18n.locale);
  const name = i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
  const unit = unitLabel(product.unit);

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

      <section aria-labelledby="photos-title" className="mt-6">
        <h2 id="photos-title" className="mb-2 text-lg font-semibold text-gray-900">
          <Trans>Photos</Trans>
        </h2>
        {product.images.length === 0 && pendingUrls.length === 0 ? (
          <p className="text-gray-700">
            <Trans>No photos yet.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {product.images.map((image, i) => (
              <li key={image.id}>
                <img
                  src={image.card}
                  srcSet={`${image.thumb} 160w, ${image.card} 480w, ${image.full} 1280w`}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  loading="lazy"
                  alt={t`${name}, photo ${i + 1}`}
                  className="aspect-square w-full rounded-md object-cover"
                />
              </li>
            ))}
            {pendingUrls.map((url, i) => (
              <li key={url} className="rounded-md border border-dashed border-amber-400 p-1">
                <img src={url} alt={t`${name}, photo waiting to upload ${i + 1}`} className="aspect-square w-full rounded object-cover" />
                <p className="text-xs font-semibold text-amber-900">
                  <Trans>Waiting to upload</Trans>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="grades-title" className="mt-6">
        <h2 id="grades-title" className="mb-2 text-lg font-semibold text-gray-900">
          <Trans>Grades, prices and stock</Trans>
        </h2>
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="p-2">
                <Trans>Grade</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Price per {unit}</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Stock ({unit})</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {product.grades.map((g) => (
              <tr key={g.grade} className="border-b border-gray-200">
                <th scope="row" className="p-2 font-medium">
                  {gradeLabel(g.grade)}
                </th>
                <td className="p-2">
                  {product.discount_percent > 0 ? (
                    <>
                      {money(discountedMinor(g.price_minor, product.discount_percent))}{' '}
                      <s className="text-gray-600">{money(g.price_minor)}</s>
                    </>
                  ) : (
                    money(g.price_minor)
                  )}
                </td>
                <td className="p-2">{g.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-gray-600">
              <Trans>Discount</Trans>
            </dt>
            <dd className="font-medium">{product.discount_percent}%</dd>
          </div>
          <div>
            <dt className="text-gray-600">
              <Trans>Minimum order</Trans>
            </dt>
            <dd className="font-medium">
              {product.min_order_qty} {unit}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">
              <Trans>Branch</Trans>
            </dt>
            <dd className="font-medium">{product.branch_name ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-gray-600">
              <Trans>Organic</Trans>
            </dt>
            <dd className="font-medium">{product.organic ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
          </div>
        </dl>
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/seller/products/edit/$id" params={{ id: product.id }} className={buttonClasses('primary')}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <Trans>Edit</Trans>
        </Link>
        <Link to="/dashboard/inventory/details/$id" params={{ id: product.id }} className={buttonClasses('secondary')}>
          <Warehouse aria-hidden="true" className="h-4 w-4" />
          <Trans>Inventory</Trans>
        </Link>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Delete</Trans>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        closeButton={false}
        title={<Trans>Delete this product?</Trans>}
        description={<Trans>{name} and its inventory history will be removed. This cannot be undone.</Trans>}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              setConfirming(false);
              await deleteProduct(product, t`Delete product ${name}`);
              toast.success(t`Product deleted`);
              await navigate({ to: '/seller/products' });
            }}
          >
            <Trans>Delete product</Trans>
          </Button>
        </div>
      </Dialog>
    </SellerPageShell>
  );
}
