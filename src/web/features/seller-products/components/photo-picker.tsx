// Photos of a product in the form: stored ones (kept, moved or removed), new ones (previewed from the file on the
// device) and ones still waiting to upload from an earlier change. Checked as the server checks them.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductImage } from '@contract/catalogue.ts';
import { MAX_PRODUCT_PHOTOS, PHOTO_MIME_TYPES } from '@contract/constants.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { checkPickedPhotos } from '../photo-checks.ts';

export type PhotoItem =
  | { key: string; kind: 'stored'; image: ProductImage }
  | { key: string; kind: 'new'; blob: Blob; name: string; type: string };

interface PhotoPickerProps {
  items: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  /** Previews of photos an earlier change will upload (not editable here). */
  pendingUrls: string[];
  /** Stored photos cannot be moved or removed while an earlier upload waits (their order is not known yet). */
  lockStored: boolean;
  error?: string | undefined;
}

function useObjectUrls(items: PhotoItem[]): Map<string, string> {
  const urls = useMemo(() => new Map(items.flatMap((i) => (i.kind === 'new' ? [[i.key, URL.createObjectURL(i.blob)] as const] : []))), [items]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

export function PhotoPicker({ items, onChange, pendingUrls, lockStored, error }: PhotoPickerProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const urls = useObjectUrls(items);
  const total = items.length + pendingUrls.length;

  async function pick(files: FileList | null) {
    if (!files || files.length === 0) return;
    const { accepted, refused: codes } = await checkPickedPhotos([...files], total);
    setRefused(codes);
    if (accepted.length) {
      onChange([...items, ...accepted.map(({ file, type }) => ({ key: crypto.randomUUID(), kind: 'new' as const, blob: file, name: file.name, type }))]);
    }
    if (input.current) input.current.value = '';
  }

  const movable = (item: PhotoItem) => !(lockStored && item.kind === 'stored');
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  const messages = [...refused.map((c) => errorText(c)!), ...(error ? [error] : [])];
  const errorId = `${inputId}-error`;

  return (
    <fieldset className="space-y-3" aria-describedby={messages.length ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">
        <Trans>Photos</Trans>
      </legend>
      <p className="text-xs text-gray-600">
        <Trans>Up to {MAX_PRODUCT_PHOTOS} photos, JPEG, PNG or WebP, 10 MB each. The first one is the cover.</Trans>
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item, index) => {
          const src = item.kind === 'stored' ? item.image.thumb : urls.get(item.key);
          const n = index + 1;
          return (
            <li key={item.key} className="rounded-md border border-gray-300 bg-white p-2">
              <img src={src} alt={t`Photo ${n}`} className="aspect-square w-full rounded object-cover" />
              {index === 0 && (
                <p className="mt-1 text-xs font-semibold text-green-800">
                  <Trans>Cover</Trans>
                </p>
              )}
              <div className="mt-1 flex justify-between">
                <button
                  type="button"
                  className="inline-flex h-10 w-10 items-center justify-center rounded text-gray-800 hover:bg-gray-100 disabled:opacity-40"
                  disabled={index === 0 || !movable(item) || !movable(items[index - 1]!)}
                  onClick={() => move(index, -1)}
                  aria-label={t`Move photo ${n} earlier`}
                >
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  className="inline-flex h-10 w-10 items-center justify-center rounded text-red-800 hover:bg-red-50 disabled:opacity-40"
                  disabled={!movable(item)}
                  onClick={() => onChange(items.filter((i) => i.key !== item.key))}
                  aria-label={t`Remove photo ${n}`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  className="inline-flex h-10 w-10 items-center justify-center rounded text-gray-800 hover:bg-gray-100 disabled:opacity-40"
                  disabled={index === items.length - 1 || !movable(item) || !movable(items[index + 1]!)}
                  onClick={() => move(index, 1)}
                  aria-label={t`Move photo ${n} later`}
                >
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
        {pendingUrls.map((url, i) => (
          <li key={url} className="rounded-md border border-dashed border-amber-400 bg-amber-50 p-2">
            <img src={url} alt={t`Photo waiting to upload ${i + 1}`} className="aspect-square w-full rounded object-cover" />
            <p className="mt-1 text-xs font-semibold text-amber-900">
              <Trans>Waiting to upload</Trans>
            </p>
          </li>
        ))}
      </ul>
      {total < MAX_PRODUCT_PHOTOS && (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-green-700 bg-white px-4 text-sm font-semibold text-green-800 hover:bg-green-50 focus-within:outline focus-within:outline-2 focus-within:outline-green-700"
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            <Trans>Add photos</Trans>
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              accept={PHOTO_MIME_TYPES.join(',')}
              className="sr-only"
              onChange={(e) => void pick(e.currentTarget.files)}
            />
          </label>
        </div>
      )}
      {messages.length > 0 && (
        <div id={errorId} role="alert" className="space-y-1 text-sm text-red-700">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
