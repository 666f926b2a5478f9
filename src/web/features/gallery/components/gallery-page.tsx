// /gallery (spec §2): the operator's photos in their order, captions in the reader's language, in a grid that
// reserves each picture's box (no layout shift) and loads pictures lazily from the size the tile needs (srcset of
// the three sizes). A tile opens the lightbox (click, Enter or Space). Read from the server; the service worker
// keeps the last answer and the pictures seen, so a gallery visited once stays readable offline.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GalleryPhoto } from '@contract/gallery.ts';
import { ReadFailed } from '@/components/ui/read-failed.tsx';
import { Photo } from '@/components/ui/photo.tsx';
import { ApiError } from '@/lib/api.ts';
import { fetchGallery } from '../gallery-api.ts';
import { altOf, captionOf, srcSetOf } from '../gallery-photo.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';

type Load = { state: 'loading' } | { state: 'ok'; photos: GalleryPhoto[] } | { state: 'error'; offline: boolean };

/** The tiles' widths in the grid: two columns on a phone, three from 640 px, four from 1024 px (max-w-6xl). */
const TILE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

export function useGallery() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchGallery().then(
      (answer) => live && setLoad({ state: 'ok', photos: answer.data }),
      (err: unknown) => live && setLoad({ state: 'error', offline: !(err instanceof ApiError) || err.status === 0 }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    load,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((a) => a + 1);
    },
  };
}

export function GalleryPage() {
  const { load, retry } = useGallery();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Gallery</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        <Trans>Produce from the farms that sell on FreshMarket. Choose a photo to see it larger.</Trans>
      </p>
      <div className="mt-6" aria-live="polite">
        {load.state === 'loading' && (
          <p role="status" className="text-gray-700">
            <Trans>Loading photos...</Trans>
          </p>
        )}
        {load.state === 'error' && (
          <ReadFailed
            offline={load.offline}
            offlineText={<Trans>You are offline and the gallery was not saved on this device yet. Open it once with a signal to keep it for offline viewing.</Trans>}
            onRetry={retry}
          />
        )}
        {load.state === 'ok' && load.photos.length === 0 && (
          <p className="text-gray-700">
            <Trans>No photos yet.</Trans>
          </p>
        )}
      </div>
      {load.state === 'ok' && load.photos.length > 0 && <GalleryGrid photos={load.photos} />}
    </div>
  );
}

export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const tiles = useRef<Array<HTMLButtonElement | null>>([]);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label={t`Photos`}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <figure>
              <button
                ref={(el) => {
                  tiles.current[i] = el;
                }}
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  setIndex(i);
                  setOpen(true);
                }}
                className="block w-full overflow-hidden rounded-lg bg-gray-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-700"
              >
                <Photo
                  src={p.image.card}
                  srcSet={srcSetOf(p)}
                  sizes={TILE_SIZES}
                  width={p.width}
                  height={p.height}
                  alt={altOf(p, i18n.locale)}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-200 hover:scale-[1.03]"
                />
              </button>
              <figcaption className="mt-2 text-sm text-gray-800">
                {captionOf(p, i18n.locale)}
                {p.credit && <span className="block text-gray-600">{p.credit}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <GalleryLightbox
        photos={photos}
        open={open}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
        onReturnFocus={() => tiles.current[index]?.focus()}
      />
    </>
  );
}
