// The photos of a problem report: up to 3 JPEG, PNG or WebP files of 10 MB at most, previewed before sending (the
// previews' object URLs are freed when the form goes away).
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { MAX_PHOTO_BYTES, PHOTO_MIME_TYPES } from '@contract/constants.ts';
import { MAX_PROBLEM_PHOTOS } from '@contract/orders.ts';

export interface Photo {
  id: string;
  file: File;
  url: string;
}

export interface ProblemPhotos {
  photos: Photo[];
  /** Why some files were not taken. */
  error: string | undefined;
  add: (files: FileList | null) => void;
  remove: (id: string) => void;
}

export function useProblemPhotos(): ProblemPhotos {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | undefined>();
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PROBLEM_PHOTOS - photos.length;
    const chosen = Array.from(files);
    const ok = chosen.filter((f) => (PHOTO_MIME_TYPES as readonly string[]).includes(f.type) && f.size <= MAX_PHOTO_BYTES);
    const added = ok.slice(0, Math.max(0, room)).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      return { id: crypto.randomUUID(), file, url };
    });
    setPhotos((p) => [...p, ...added]);
    const max = MAX_PROBLEM_PHOTOS;
    setError(ok.length < chosen.length ? t`Photos must be JPEG, PNG or WebP, up to 10 MB each.` : ok.length > room ? t`Up to ${max} photos.` : undefined);
  };

  const remove = (id: string) => setPhotos((all) => all.filter((x) => x.id !== id));
  return { photos, error, add, remove };
}

export function PhotoPicker({ photos, error, add, remove }: ProblemPhotos) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="problem-photos" className="text-sm font-medium text-gray-800">
        <Trans>Photos (up to 3)</Trans>
      </label>
      <input
        ref={fileInput}
        id="problem-photos"
        type="file"
        accept={PHOTO_MIME_TYPES.join(',')}
        multiple
        disabled={photos.length >= MAX_PROBLEM_PHOTOS}
        aria-describedby={error ? 'problem-photos-error' : undefined}
        onChange={(e) => {
          add(e.target.files);
          if (fileInput.current) fileInput.current.value = '';
        }}
        className="text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-green-700 file:bg-white file:px-3 file:font-semibold file:text-green-800"
      />
      {error && (
        <p id="problem-photos-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Chosen photos`}>
          {photos.map((photo, i) => {
            const position = i + 1;
            return (
              <li key={photo.id} className="relative">
                <img src={photo.url} alt={t`Photo ${position}`} className="size-24 rounded-md border border-gray-300 object-cover" />
                <button
                  type="button"
                  className="absolute -right-2 -top-2 inline-flex size-8 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-800 hover:bg-gray-100"
                  aria-label={t`Remove photo ${position}`}
                  onClick={() => remove(photo.id)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
