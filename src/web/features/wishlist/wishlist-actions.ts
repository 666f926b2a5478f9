// The wishlist's actions as the screens offer them (what the user is told) around its local writes
// (domain/wishlist/wishlist-writes.ts): the heart and the list change at once, the server hears later.
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Product } from '@contract/catalogue.ts';
import { authStore } from '@/lib/auth.ts';
import { toast } from '@/components/ui/toast-store.ts';

// The writes and the outbox (with Dexie) load on the first press of a heart, not with the cards that show it.
const writes = () => import('@/domain/wishlist/wishlist-writes.ts');
const outbox = () => import('@/offline/outbox.ts');

function nameOf(product: Pick<Product, 'name' | 'name_fr'>): string {
  return i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
}

export type WishlistResult = 'done' | 'signed-out' | 'failed';

export async function addToWishlist(product: Pick<Product, 'id' | 'name' | 'name_fr'>): Promise<WishlistResult> {
  if (!authStore.get().user) {
    toast.info(t`Please login to use your wishlist`);
    return 'signed-out';
  }
  const { addWishlistItem, findWishlistItem } = await writes();
  if (await findWishlistItem(product.id)) return 'done';
  try {
    await addWishlistItem(product.id, t`Add ${nameOf(product)} to wishlist`);
    toast.success(t`Product added to wishlist successfully!`);
    return 'done';
  } catch (err) {
    if (err instanceof (await outbox()).NotSignedIn) {
      toast.info(t`Please login to use your wishlist`);
      return 'signed-out';
    }
    toast.error(t`Add failed`);
    return 'failed';
  }
}

export async function removeFromWishlist(product: Pick<Product, 'id' | 'name' | 'name_fr'>): Promise<WishlistResult> {
  const { removeWishlistItem, wishlistItemsOf } = await writes();
  const items = await wishlistItemsOf(product.id);
  try {
    for (const item of items) await removeWishlistItem(item.id, t`Remove ${nameOf(product)} from wishlist`);
    toast.success(t`Product removed from wishlist successfully!`);
    return 'done';
  } catch {
    toast.error(t`Remove failed`);
    return 'failed';
  }
}
