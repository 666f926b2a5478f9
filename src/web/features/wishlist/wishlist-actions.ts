// Wishlist changes through the outbox: the heart and the list change at once, the server hears later.
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Product } from '@contract/catalogue.ts';
import { authStore } from '@/lib/auth.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { db } from '@/offline/db.ts';
import { mutate, NotSignedIn } from '@/offline/outbox.ts';

const WISHLIST_PATH = '/product/wishlist/';

function nameOf(product: Pick<Product, 'name' | 'name_fr'>): string {
  return i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
}

export type WishlistResult = 'done' | 'signed-out' | 'failed';

export async function addToWishlist(product: Pick<Product, 'id' | 'name' | 'name_fr'>): Promise<WishlistResult> {
  if (!authStore.get().user) {
    toast.info(t`Please login to use your wishlist`);
    return 'signed-out';
  }
  const existing = await db.wishlist_items.where('product_id').equals(product.id).first();
  if (existing) return 'done';
  const id = crypto.randomUUID();
  try {
    await mutate({
      kind: 'wishlist.add',
      label: t`Add ${nameOf(product)} to wishlist`,
      entity: { table: 'wishlist_items', id },
      request: { method: 'POST', path: WISHLIST_PATH, body: { id, product_id: product.id } },
      editHref: '/wishlist',
      apply: async () => {
        await db.wishlist_items.put({ id, product_id: product.id, created_at: new Date().toISOString(), version: 0 });
      },
    });
    toast.success(t`Product added to wishlist successfully!`);
    return 'done';
  } catch (err) {
    if (err instanceof NotSignedIn) {
      toast.info(t`Please login to use your wishlist`);
      return 'signed-out';
    }
    toast.error(t`Add failed`);
    return 'failed';
  }
}

export async function removeFromWishlist(product: Pick<Product, 'id' | 'name' | 'name_fr'>): Promise<WishlistResult> {
  const items = await db.wishlist_items.where('product_id').equals(product.id).toArray();
  try {
    for (const item of items) {
      await mutate({
        kind: 'wishlist.remove',
        label: t`Remove ${nameOf(product)} from wishlist`,
        entity: { table: 'wishlist_items', id: item.id },
        request: { method: 'DELETE', path: `${WISHLIST_PATH}${item.id}/` },
        editHref: '/wishlist',
        apply: async () => {
          await db.wishlist_items.delete(item.id);
        },
      });
    }
    toast.success(t`Product removed from wishlist successfully!`);
    return 'done';
  } catch {
    toast.error(t`Remove failed`);
    return 'failed';
  }
}
