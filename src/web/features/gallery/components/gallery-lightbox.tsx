// The gallery's lightbox: one photo at full size with its caption and credit, on a modal dialog (Radix: focus moved
// in and kept there, Escape closes, the page behind hidden from assistive technology). Left and right arrows, or
// the Previous and Next buttons, move through the photos (wrapping at the ends); each move announces
// "Photo 3 of 12" and the caption. On close, focus goes back to the grid's tile of the photo last shown.
import { useRef, useState, type KeyboardEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { GalleryPhoto } from '@contract/gallery.ts';
import { Photo } from '@/components/ui/photo.tsx';
import { altOf, captionOf, srcSetOf } from '../gallery-photo.ts';

export interface GalleryLightboxProps {
  photos: GalleryPhoto[];
  open: boolean;
  /** The photo shown (kept after closing: the page focuses its tile then). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called once the lightbox has closed and given focus back: the page focuses the tile of the photo last shown. */
  onReturnFocus: () => void;
}

export function GalleryLightbox({ photos, open: wanted, index, onIndexChange, onClose, onReturnFocus }: GalleryLightboxProps) {
  const { t, i18n } = useLingui();
  const open = wanted && photos.length > 0;
  const current = Math.max(0, Math.min(index, photos.length - 1));
  const photo = photos[current];
  const total = photos.length;
  const nextRef = useRef<HTMLButtonElement>(null);
  // What the live region says: empty when the lightbox opens (its title is read then), the new place after a move.
  const [announce, setAnnounce] = useState('');

  const move = (step: number) => {
    if (total < 2) return;
    const next = (current + step + total) % total;
    onIndexChange(next);
    const p = photos[next]!;
    setAnnounce(`${t`Photo ${next + 1} of ${total}`}: ${captionOf(p, i18n.locale)}`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      move(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      move(-1);
    }
  };

  if (!photo) return null;
  const caption = captionOf(photo, i18n.locale);
  const position = t`Photo ${current + 1} of ${total}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => {
        if (o) return;
        setAnnounce('');
        onClose();
      }}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <RadixDialog.Content
          aria-modal="true"
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            if (total > 1) nextRef.current?.focus();
            else (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onReturnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-gray-950 text-white outline-none"
          data-testid="gallery-lightbox"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-2">
            <RadixDialog.Title className="text-base font-semibold">{position}</RadixDialog.Title>
            <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center px-2">
            <Photo
              key={photo.id}
              src={photo.image.full}
              srcSet={srcSetOf(photo)}
              sizes="100vw"
              width={photo.width}
              height={photo.height}
              alt={altOf(photo, i18n.locale)}
              className="max-h-full w-auto max-w-full rounded object-contain"
              iconClassName="size-24"
            />
          </div>
          <div className="flex items-center gap-3 px-4 py-3">
            <button
              type="button"
              onClick={() => move(-1)}
              disabled={total < 2}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">
                <Trans>Previous photo</Trans>
              </span>
            </button>
            <RadixDialog.Description asChild>
              <div className="min-w-0 flex-1 text-center">
                <p className="font-medium">{caption}</p>
                {photo.credit && <p className="mt-0.5 text-sm text-gray-200">{photo.credit}</p>}
              </div>
            </RadixDialog.Description>
            <button
              ref={nextRef}
              type="button"
              onClick={() => move(1)}
              disabled={total < 2}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">
                <Trans>Next photo</Trans>
              </span>
            </button>
          </div>
          <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="gallery-lightbox-announce">
            {announce}
          </p>
          <p className="sr-only">
            <Trans>Use the left and right arrow keys to move between photos.</Trans>
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
