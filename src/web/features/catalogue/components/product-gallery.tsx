// The product's photos: the chosen one large, thumbnails to choose another. Every image comes in the three stored
// widths (srcset). The large one is the page's largest paint: it loads at once and before other images; the
// thumbnails load lazily.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageOff } from "lucide-react";
import type { ProductImage } from "@contract/catalogue.ts";
import { PHOTO_WIDTHS } from "@contract/constants.ts";
import { PRODUCT_PHOTO_SIZES, productPhotoSrcSet } from "@contract/product-photo.ts";
import { Photo } from '@/components/ui/photo.tsx';

export function ProductGallery({
  images,
  name,
}: {
  images: ProductImage[];
  name: string;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const image = images[current] ?? images[0];
  const count = images.length;
  const position = current + 1;
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
        {image ? (
          <Photo
            key={image.id}
            src={image.full}
            srcSet={productPhotoSrcSet(image)}
            sizes={PRODUCT_PHOTO_SIZES}
            alt={count > 1 ? t`${name}, photo ${position} of ${count}` : name}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            width={PHOTO_WIDTHS.full}
            height={960}
            className="size-full object-cover"
            iconClassName="size-28"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-gray-600">
            <ImageOff aria-hidden="true" className="size-12" />
            <span className="text-sm">
              <Trans>No photo yet</Trans>
            </span>
          </div>
        )}
      </div>
      {count > 1 && (
        <ul
          className="mt-3 flex gap-2 overflow-x-auto pb-1"
          aria-label={t`Photos`}
        >
          {images.map((img, i) => {
            const n = i + 1;
            return (
              <li key={img.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setCurrent(i)}
                  aria-pressed={i === current}
                  aria-label={t`Show photo ${n} of ${count}`}
                  className={`block size-16 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:size-20 ${
                    i === current ? "border-green-700" : "border-gray-200"
                  }`}
                >
                  <Photo
                    src={img.thumb}
                    srcSet={productPhotoSrcSet(img)}
                    sizes="80px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={80}
                    height={80}
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
