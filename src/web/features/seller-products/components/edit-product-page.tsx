// /seller/products/edit/{id}: the product form prefilled from the device. The edit carries If-Match with the
// revision it started from; a refused edit shows here: a conflict (412) as both versions side by side, any other
// refusal as the server's messages on the fields (saving again replaces the refused change).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import type { OutboxEntry } from '@/offline/db.ts';
import { PRODUCT_CREATE_KIND, entryData, entryPhotos } from '@/domain/products/product-writes.ts';
import { createProduct, keepMine, updateProduct, acceptTheirs } from '@/domain/products/seller-product-writes.ts';
import type { ProductBody } from '@/domain/products/local-product.ts';
import { formValuesOf } from '../product-form-values.ts';
import { useCategories, useOwnBranches, useOwnProduct, usePendingPhotoUrls } from '../use-seller-products.ts';
import { ConflictView } from './conflict-view.tsx';
import type { PhotoItem } from './photo-picker.tsx';
import { ProductForm } from './product-form.tsx';
import { SellerPageShell } from './seller-page-shell.tsx';

interface Refusal {
  entry: OutboxEntry;
  message: string;
  messages: Record<string, string[]>;
  current: Product | null;
}

function refusalOf(entries: OutboxEntry[]): Refusal | null {
  const entry = entries.find((e) => e.state === 'rejected');
  if (!entry) return null;
  const body = (entry.lastBody ?? {}) as { message?: string; messages?: Record<string, string[]>; current?: Product; code?: string };
  return {
    entry,
    message: body.message ?? entry.lastError ?? '',
    messages: body.messages ?? {},
    current: entry.lastStatus === 412 && body.current ? body.current : null,
  };
}

export function EditProductPage({ productId }: { productId: string }) {
  const { t } = useLingui();
  const found = useOwnProduct(productId);
  const categories = useCategories();
  const branches = useOwnBranches();
  const navigate = useNavigate();
  // The revision the edit started from: fixed when the form first shows, whatever a pull brings meanwhile.
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const waiting = (found?.entries ?? []).filter((e) => e.state === 'pending');
  const pendingUrls = usePendingPhotoUrls(waiting);

  if (!found || !categories || !branches) return <SellerPageShell title={<Trans>Edit product</Trans>} loading />;
  const { product, entries } = found;
  if (!product) {
    return (
      <SellerPageShell title={<Trans>Edit product</Trans>}>
        <Notice tone="info">
          <Trans>Product not found</Trans>
        </Notice>
      </SellerPageShell>
    );
  }
  if (startedAt === null) {
    setStartedAt(product.revision);
    return null;
  }

  const refusal = refusalOf(entries);
  if (refusal?.current) {
    const mine = entryData<ProductBody>(refusal.entry);
    if (mine) {
      return (
        <SellerPageShell title={<Trans>Edit product</Trans>}>
          <ConflictView
            mine={mine}
            current={refusal.current}
            categories={categories}
            message={refusal.message}
            onKeepMine={() => {
              void keepMine(refusal.entry, refusal.current!).then(() => toast.info(t`Your version will be sent again.`));
              setStartedAt(null);
            }}
            onUseTheirs={() => {
              void acceptTheirs(refusal.entry, refusal.current!).then(() => toast.info(t`Your change was discarded.`));
              setStartedAt(null);
            }}
          />
        </SellerPageShell>
      );
    }
  }

  // A refused creation is fixed and sent again as a creation (the server has never had this product).
  const refusedCreate = refusal?.entry.kind === PRODUCT_CREATE_KIND ? refusal.entry : null;
  const lockStored = waiting.some((e) => entryPhotos(e).length > 0);
  const initialPhotos: PhotoItem[] = [
    ...product.images.map((image) => ({ key: image.id, kind: 'stored' as const, image })),
    ...(refusedCreate ? entryPhotos(refusedCreate).map((f, i) => ({ key: `refused-${i}`, kind: 'new' as const, ...f })) : []),
  ];

  return (
    <SellerPageShell title={<Trans>Edit product</Trans>}>
      <ProductForm
        key={`${product.id}-${startedAt}-${refusal?.entry.id ?? ''}`}
        mode={refusedCreate ? 'create' : 'edit'}
        initialValues={formValuesOf(product)}
        initialPhotos={initialPhotos}
        pendingPhotoUrls={pendingUrls}
        lockStoredPhotos={lockStored}
        categories={categories}
        branches={branches}
        refusal={refusal ? { message: refusal.message, messages: refusal.messages, body: entryData<ProductBody>(refusal.entry) } : null}
        onSubmit={async (body, photos) => {
          const fresh = photos.flatMap((p) => (p.kind === 'new' ? [{ blob: p.blob, name: p.name, type: p.type }] : []));
          const label = t`Edit product ${body.name}`;
          if (refusedCreate) {
            await createProduct(body, fresh, { id: product.id, sellerId: product.seller_id, label, replacing: refusedCreate });
          } else {
            const keep = lockStored ? undefined : photos.flatMap((p) => (p.kind === 'stored' ? [p.image] : []));
            await updateProduct(product, startedAt, body, keep, fresh, { label, ...(refusal && { replacing: refusal.entry }) });
          }
          toastSaved(t`Product updated successfully!`, t`Saved on this device. It will be sent when you are back online.`);
          await navigate({ to: '/seller/products/details/$id', params: { id: product.id } });
        }}
      />
    </SellerPageShell>
  );
}
