// The produce request being written: the stored draft (or a new one), with the product of '?product=' when the
// buyer came from its page; every change is saved on the device so the time picker and a reload keep it.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { productName } from '@/domain/products/product-labels.tsx';
import { db } from '@/offline/db.ts';
import { loadDraft, newDraft, saveDraft, type RequestDraft } from './request-draft.ts';

/** A product chosen from the catalogue fills what, category and unit; the rest stays as the buyer wrote it. */
export function withProduct(draft: RequestDraft, product: Product, lang: string): RequestDraft {
  return { ...draft, product_id: product.id, title: productName(product, lang), category_id: product.category_id, unit: product.unit };
}

export function useRequestDraft(userId: string, productId: string | undefined) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  /** '?product=' named a product this device does not have. */
  const [missingProduct, setMissingProduct] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      let next = (await loadDraft(userId)) ?? newDraft();
      if (productId && next.product_id !== productId) {
        const product = await db.products.get(productId);
        if (product) next = withProduct(next, product, i18n.locale);
        else if (live) setMissingProduct(true);
      }
      if (live) setDraft(next);
    })();
    return () => {
      live = false;
    };
    // The language only names the product: changing it must not reload the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, productId]);

  useEffect(() => {
    if (draft && userId) void saveDraft(userId, draft);
  }, [draft, userId]);

  return { draft, setDraft, missingProduct };
}
