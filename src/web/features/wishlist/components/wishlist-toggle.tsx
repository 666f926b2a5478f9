// The heart on cards and on the product page: pressed when the product is on the wishlist.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import type { Product } from '@contract/catalogue.ts';
import { addToWishlist, removeFromWishlist } from '../wishlist-actions.ts';
import { useInWishlist } from '../use-in-wishlist.ts';

export function WishlistToggle({ product, size = 'md' }: { product: Pick<Product, 'id' | 'name' | 'name_fr'>; size?: 'md' | 'lg' }) {
  const { t, i18n } = useLingui();
  const inWishlist = useInWishlist(product.id);
  const [busy, setBusy] = useState(false);
  const name = i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
  const toggle = async () => {
    setBusy(true);
    try {
      await (inWishlist ? removeFromWishlist(product) : addToWishlist(product));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={inWishlist}
      aria-label={t`Save ${name} to wishlist`}
      disabled={busy}
      onClick={() => void toggle()}
      className={`inline-flex items-center justify-center rounded-full border border-gray-300 bg-white/95 text-gray-800 shadow-sm hover:bg-white hover:text-red-700 disabled:opacity-60 ${
        size === 'lg' ? 'size-12' : 'size-10'
      }`}
    >
      <Heart aria-hidden="true" className={`${size === 'lg' ? 'size-6' : 'size-5'} ${inWishlist ? 'fill-red-600 text-red-700' : ''}`} />
    </button>
  );
}
