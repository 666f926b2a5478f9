// /admin/gallery: the gallery's photos in their order. Add one (a picture through the product photo pipeline, a
// caption in English and in French, descriptions for screen readers, a credit line, published or hidden), edit
// the texts, move a photo up or down, hide or publish it, delete it after a confirmation. Online only, as the
// other admin screens; each action keeps its Idempotency-Key across retries.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { GALLERY_ALT_MAX, GALLERY_CAPTION_MAX, GALLERY_CREDIT_MAX } from '@contract/gallery-rules.ts';
import { galleryPhotoWriteSchema, type GalleryPhotoAdmin, type GalleryPhotoWrite } from '@contract/gallery.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { useOnline } from '@/lib/online.ts';
import { addGalleryPhoto, deleteGalleryPhoto, fetchAdminGallery, updateGalleryPhoto, writeOf } from '../admin-gallery-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Load = { state: 'loading' } | { state: 'ok'; photos: GalleryPhotoAdmin[] } | { state: 'error'; message: string };
type Texts = { caption_en: string; caption_fr: string; alt_en: string; alt_fr: string; credit: string };
type Errors = Partial<Record<keyof Texts | 'photos', string>>;
const EMPTY: Texts = { caption_en: '', caption_fr: '', alt_en: '', alt_fr: '', credit: '' };

export function AdminGalleryPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchAdminGallery().then(
      (photos) => live && setLoad({ state: 'ok', photos }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, attempt, t]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  // Moves are said here rather than in a toast each (a photo moved ten places would stack ten toasts).
  const [moved, setMoved] = useState('');

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">
          <Trans>Gallery</Trans>
        </h1>
        <Link to="/gallery" className="inline-flex min-h-11 items-center font-semibold text-green-800 underline">
          <Trans>See the public gallery</Trans>
        </Link>
      </div>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. The gallery loads, and changes can be made, when you are back online.</Trans>
          </Notice>
        </div>
      )}
      <AddPhotoForm onAdded={reload} />
      <section aria-labelledby="gallery-photos-heading" className="mt-8">
        <h2 id="gallery-photos-heading" className="text-xl font-bold text-gray-900">
          {load.state === 'ok' ? <Trans>Photos ({load.photos.length})</Trans> : <Trans>Photos</Trans>}
        </h2>
        {online && load.state === 'loading' && (
          <p role="status" className="mt-3 text-gray-700">
            <Trans>Loading photos...</Trans>
          </p>
        )}
        {load.state === 'error' && (
          <div className="mt-3 space-y-2">
            <Notice>{load.message}</Notice>
            <Button variant="secondary" onClick={reload}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {load.state === 'ok' && load.photos.length === 0 && (
          <p className="mt-3 text-gray-700">
            <Trans>No photos yet. Add the first one above.</Trans>
          </p>
        )}
        {load.state === 'ok' && load.photos.length > 0 && (
          <ol className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Photos in their order`}>
            {load.photos.map((p, i) => (
              <PhotoRow
                key={p.id}
                photo={p}
                index={i}
                count={load.photos.length}
                onChanged={reload}
                onMoved={(to) => {
                  setMoved(t`Moved to place ${to + 1} of ${load.photos.length}`);
                  reload();
                }}
              />
            ))}
          </ol>
        )}
        <p role="status" className="sr-only">
          {moved}
        </p>
      </section>
    </div>
  );
}

/** Client-side check with the contract's schema, the messages in the reader's language. */
function useCheck() {
  const errorText = useErrorText();
  return (body: GalleryPhotoWrite): Errors | null => {
    const parsed = galleryPhotoWriteSchema.safeParse(body);
    if (parsed.success) return null;
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const k = String(issue.path[0] ?? '') as keyof Errors;
      errors[k] ??= errorText(issue.message);
    }
    return errors;
  };
}

function serverErrors(err: unknown): Errors {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.messages).map(([k, v]) => [k, v[0]]));
}

function TextFields({ texts, errors, onChange }: { texts: Texts; errors: Errors; onChange: (k: keyof Texts, v: string) => void }) {
  const { t } = useLingui();
  const field = (k: keyof Texts) => ({ value: texts[k], error: errors[k], onChange: (e: { target: { value: string } }) => onChange(k, e.target.value) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={<Trans>Caption in English</Trans>} lang="en" required maxLength={GALLERY_CAPTION_MAX} {...field('caption_en')} />
      <TextField label={<Trans>Caption in French</Trans>} lang="fr" required maxLength={GALLERY_CAPTION_MAX} {...field('caption_fr')} />
      <TextField label={<Trans>Description for screen readers, English</Trans>} lang="en" hint={t`Optional: the caption is read when left empty.`} maxLength={GALLERY_ALT_MAX} {...field('alt_en')} />
      <TextField label={<Trans>Description for screen readers, French</Trans>} lang="fr" hint={t`Optional: the caption is read when left empty.`} maxLength={GALLERY_ALT_MAX} {...field('alt_fr')} />
      <TextField label={<Trans>Credit (a place or a farm)</Trans>} hint={t`Optional, shown under the caption.`} maxLength={GALLERY_CREDIT_MAX} className="sm:col-span-2" {...field('credit')} />
    </div>
  );
}

function AddPhotoForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const check = useCheck();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [published, setPublished] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per version of the form: a retry of the same upload is applied once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (k: keyof Texts, v: string) => {
    setKey(crypto.randomUUID());
    setTexts((prev) => ({ ...prev, [k]: v }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const body: GalleryPhotoWrite = { ...texts, published };
    const found = check(body) ?? {};
    if (!file) found.photos = t`Choose one picture (JPEG, PNG or WebP)`;
    if (Object.keys(found).length) {
      setErrors(found);
      setAlert(t`Please check the highlighted fields.`);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await addGalleryPhoto(file!, body, key);
      toast.success(published ? t`Photo added to the gallery` : t`Photo added, hidden from visitors`);
      setTexts(EMPTY);
      setFile(null);
      setPublished(true);
      setKey(crypto.randomUUID());
      if (fileRef.current) fileRef.current.value = '';
      onAdded();
    } catch (err) {
      setErrors(serverErrors(err));
      setAlert(err instanceof ApiError && err.status === 0 ? t`You are offline. Nothing was saved; try again when you are back online.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="gallery-add-heading" className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="gallery-add-heading" className="text-xl font-bold text-gray-900">
        <Trans>Add a photo</Trans>
      </h2>
      {alert && <Notice>{alert}</Notice>}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-gray-800">
          <Trans>Picture (JPEG, PNG or WebP, up to 10 MB)</Trans>
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? `${fileId}-error` : undefined}
          className="text-sm text-gray-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3"
          onChange={(e) => {
            setKey(crypto.randomUUID());
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        {errors.photos && (
          <p id={`${fileId}-error`} className="text-sm text-red-700">
            {errors.photos}
          </p>
        )}
      </div>
      <TextFields texts={texts} errors={errors} onChange={change} />
      <label className="inline-flex min-h-11 items-center gap-2 text-gray-800">
        <input
          type="checkbox"
          checked={published}
          onChange={(e) => {
            setKey(crypto.randomUUID());
            setPublished(e.target.checked);
          }}
          className="size-5 accent-green-700"
        />
        <Trans>Show it to visitors now</Trans>
      </label>
      <div>
        <Button type="submit" disabled={busy || !online}>
          {busy ? <Trans>Uploading...</Trans> : <Trans>Add photo</Trans>}
        </Button>
      </div>
    </form>
  );
}

function PhotoRow({ photo, index, count, onChanged, onMoved }: { photo: GalleryPhotoAdmin; index: number; count: number; onChanged: () => void; onMoved: (to: number) => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const check = useCheck();
  const [editing, setEditing] = useState(false);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const caption = i18n.locale === 'fr' ? photo.caption_fr : photo.caption_en;

  /** `done`: a toast, or (a move) what the page says in its status line. */
  const send = async (body: GalleryPhotoWrite, done: string | (() => void)) => {
    setAlert(null);
    setBusy(true);
    try {
      await updateGalleryPhoto(photo.id, body, crypto.randomUUID());
      if (typeof done === 'string') {
        toast.success(done);
        onChanged();
      } else done();
      return true;
    } catch (err) {
      setErrors(serverErrors(err));
      setAlert(err instanceof Error ? err.message : t`Something went wrong`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const move = (step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= count || busy) return;
    void send(writeOf(photo, { position: to }), () => onMoved(to));
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const body = writeOf(photo, texts);
    const found = check(body);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    if (await send(body, t`Photo saved`)) {
      setEditing(false);
      requestAnimationFrame(() => editRef.current?.focus());
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteGalleryPhoto(photo.id, crypto.randomUUID());
      setConfirming(false);
      toast.success(t`Photo deleted`);
      onChanged();
    } catch (err) {
      setConfirming(false);
      setAlert(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  const first = index === 0;
  const last = index === count - 1;
  const small = 'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:opacity-50';

  return (
    <li className="p-4" aria-label={t`Photo ${index + 1}: ${caption}`}>
      <div className="flex flex-wrap gap-4">
        <img src={photo.image.thumb} alt="" width={160} height={Math.round((160 * photo.height) / photo.width)} className="h-20 w-28 shrink-0 rounded object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-gray-900" lang="en">
            {photo.caption_en}
          </p>
          <p className="text-gray-800" lang="fr">
            {photo.caption_fr}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
            <span className={`rounded-full px-2 font-medium ${photo.published ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800'}`}>{photo.published ? t`Visible to visitors` : t`Hidden`}</span>
            {photo.credit && <span>{photo.credit}</span>}
          </p>
        </div>
      </div>
      {alert && (
        <div className="mt-3">
          <Notice>{alert}</Notice>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={small} aria-disabled={first || !online || undefined} onClick={() => online && move(-1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
          <Trans>Move up</Trans>
        </button>
        <button type="button" className={small} aria-disabled={last || !online || undefined} onClick={() => online && move(1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
          <Trans>Move down</Trans>
        </button>
        <button type="button" className={small} disabled={busy || !online} onClick={() => void send(writeOf(photo, { published: !photo.published }), photo.published ? t`Photo hidden from visitors` : t`Photo published`)}>
          {photo.published ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {photo.published ? <Trans>Hide</Trans> : <Trans>Publish</Trans>}
        </button>
        <button
          ref={editRef}
          type="button"
          className={small}
          aria-expanded={editing}
          disabled={!online}
          onClick={() => {
            setTexts({ caption_en: photo.caption_en, caption_fr: photo.caption_fr, alt_en: photo.alt_en_written, alt_fr: photo.alt_fr_written, credit: photo.credit });
            setErrors({});
            setEditing((v) => !v);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </button>
        <button type="button" className={`${small} border-red-300 text-red-800 hover:bg-red-50`} disabled={busy || !online} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </button>
      </div>
      {editing && (
        <form noValidate onSubmit={(e) => void save(e)} aria-label={t`Edit photo ${index + 1}`} className="mt-4 space-y-4 rounded-md border border-gray-200 p-4">
          <TextFields
            texts={texts}
            errors={errors}
            onChange={(k, v) => setTexts((prev) => ({ ...prev, [k]: v }))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || !online}>
              {busy ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        closeButton={false}
        title={<Trans>Delete this photo?</Trans>}
        description={<Trans>“{caption}” leaves the gallery and its picture files are removed. This cannot be undone.</Trans>}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            <Trans>Delete photo</Trans>
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
