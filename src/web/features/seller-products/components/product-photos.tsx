// The seller's product page: its stored photos and those still waiting to upload from this device.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@contract/catalogue.ts';

export function ProductPhotos({ product, name, pendingUrls }: { product: Product; name: string; pendingUrls: string[] }) {
  const { t } = useLingui();
  return (
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
  );
}
