// /admin/posts/$id ('new' for a new post): the blog post editor. Address (slug), category, tags, state (draft,
// published, scheduled with its date and time), title, summary and body in English and French (markdown), the
// cover's description in both languages and its picture (through the product photo pipeline, once the post is
// saved), a preview of either language rendered exactly as readers see it, save and delete. The contract's
// schema checks the form before it is sent; the server's field messages land on their fields.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye, Pencil } from 'lucide-react';
import { BLOG_CATEGORIES, BLOG_POST_STATES, type BlogCategory, type BlogPostState } from '@contract/blog-rules.ts';
import { BLOG_BODY_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, blogPostWriteSchema, type BlogPostAdmin, type BlogPostWrite } from '@contract/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { Markdown } from '@/lib/markdown.tsx';
import { useOnline } from '@/lib/online.ts';
import { deletePost, fetchAdminPost, savePost, uploadCover } from '../admin-blog-api.ts';
import { AdminNav } from './admin-nav.tsx';
import { useStateLabels } from './admin-posts-page.tsx';

interface Draft {
  slug: string;
  category: BlogCategory;
  tags: string;
  state: BlogPostState;
  /** datetime-local value, in the browser's time zone. */
  publishAt: string;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  body_en: string;
  body_fr: string;
  cover_alt_en: string;
  cover_alt_fr: string;
}

const EMPTY: Draft = { slug: '', category: 'seasonal', tags: '', state: 'draft', publishAt: '', title_en: '', title_fr: '', summary_en: '', summary_fr: '', body_en: '', body_fr: '', cover_alt_en: '', cover_alt_fr: '' };

const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromPost(p: BlogPostAdmin): Draft {
  return {
    slug: p.slug,
    category: p.category,
    tags: p.tags.join(', '),
    state: p.state,
    publishAt: toLocalInput(p.publish_at),
    title_en: p.title_en,
    title_fr: p.title_fr,
    summary_en: p.summary_en,
    summary_fr: p.summary_fr,
    body_en: p.body_en,
    body_fr: p.body_fr,
    cover_alt_en: p.cover_alt_en,
    cover_alt_fr: p.cover_alt_fr,
  };
}

/** An address from a title: lowercase ASCII words joined by dashes. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function toBody(d: Draft): BlogPostWrite {
  return {
    slug: d.slug,
    category: d.category,
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    state: d.state,
    publish_at: d.publishAt ? new Date(d.publishAt).toISOString() : null,
    title_en: d.title_en,
    title_fr: d.title_fr,
    summary_en: d.summary_en,
    summary_fr: d.summary_fr,
    body_en: d.body_en,
    body_fr: d.body_fr,
    cover_alt_en: d.cover_alt_en,
    cover_alt_fr: d.cover_alt_fr,
  };
}

type Load = { state: 'loading' } | { state: 'ok'; post: BlogPostAdmin | null } | { state: 'error'; message: string };

export function AdminPostEditor({ id }: { id: string }) {
  const isNew = id === 'new';
  const { t } = useLingui();
  const online = useOnline();
  const [load, setLoad] = useState<Load>(isNew ? { state: 'ok', post: null } : { state: 'loading' });
  useEffect(() => {
    if (isNew || !online) return;
    let live = true;
    fetchAdminPost(id).then(
      (post) => live && setLoad({ state: 'ok', post }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [id, isNew, online, t]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <AdminNav />
      <Link to="/admin/posts" className="inline-flex min-h-11 items-center gap-1 font-semibold text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All posts</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{isNew ? <Trans>New post</Trans> : <Trans>Edit post</Trans>}</h1>
      {load.state === 'loading' && (
        <p role="status" className="mt-4 text-gray-700">
          <Trans>Loading the post...</Trans>
        </p>
      )}
      {load.state === 'error' && (
        <div className="mt-4">
          <Notice>{load.message}</Notice>
        </div>
      )}
      {load.state === 'ok' && <EditorForm key={load.post?.id ?? 'new'} post={load.post} />}
    </div>
  );
}

type Errors = Partial<Record<keyof Draft | 'cover', string>>;

function EditorForm({ post: initial }: { post: BlogPostAdmin | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const labels = useStateLabels();
  const [post, setPost] = useState(initial);
  const [d, setD] = useState<Draft>(initial ? fromPost(initial) : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<'en' | 'fr' | null>(null);
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  // One Idempotency-Key per version of the form: a retry of the same save is applied once, an edit gets a new key.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [newId] = useState(() => crypto.randomUUID());
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setKey(crypto.randomUUID());
    setD((prev) => ({ ...prev, [k]: v, ...(k === 'title_en' && !slugTouched ? { slug: slugFrom(String(v)) } : {}) }));
  };
  const field = (k: keyof Draft) => ({ value: d[k], error: errors[k], onChange: (e: { target: { value: string } }) => set(k, e.target.value as never) });

  const save = async () => {
    setAlert(null);
    const body = toBody(d);
    const parsed = blogPostWriteSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? '');
        const name = (path === 'publish_at' ? 'publishAt' : path) as keyof Errors;
        next[name] ??= errorText(issue.message);
      }
      setErrors(next);
      setAlert(t`Please check the highlighted fields.`);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await savePost(post?.id ?? null, post ? body : { ...body, id: newId }, key);
      setKey(crypto.randomUUID());
      setPost(saved);
      setD(fromPost(saved));
      toast.success(saved.live ? t`Post saved and published` : saved.state === 'scheduled' ? t`Post saved and scheduled` : t`Draft saved`);
      if (!post) void navigate({ to: '/admin/posts/$id', params: { id: saved.id }, replace: true });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.messages).length) {
        const next: Errors = {};
        for (const [k, v] of Object.entries(err.messages)) next[(k === 'publish_at' ? 'publishAt' : k) as keyof Errors] = v[0];
        setErrors(next);
      }
      setAlert(err instanceof ApiError && err.status === 0 ? t`You are offline. Nothing was saved; save again when you are back online.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!post || !window.confirm(t`Delete this post and its comments? This cannot be undone.`)) return;
    try {
      await deletePost(post.id);
      toast.success(t`Post deleted`);
      void navigate({ to: '/admin/posts' });
    } catch (err) {
      setAlert(err instanceof Error ? err.message : t`Something went wrong`);
    }
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-6"
      aria-label={t`Blog post`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {alert && <Notice>{alert}</Notice>}
      {post && (
        <p className="text-sm text-gray-700">
          {post.live ? (
            <Trans>
              Public at{' '}
              <Link to="/blog/$id" params={{ id: post.slug }} className="font-semibold text-green-800 underline">
                /blog/{post.slug}
              </Link>
            </Trans>
          ) : (
            <Trans>Not public yet.</Trans>
          )}
        </p>
      )}
      <fieldset className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-gray-900">
          <Trans>Publication</Trans>
        </legend>
        <TextField
          label={<Trans>Address (slug)</Trans>}
          hint={<Trans>Lowercase letters, digits and dashes: /blog/your-address</Trans>}
          {...field('slug')}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
        />
        <SelectField label={<Trans>Category</Trans>} value={d.category} onChange={(e) => set('category', e.target.value as BlogCategory)} error={errors.category}>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c, t)}
            </option>
          ))}
        </SelectField>
        <TextField label={<Trans>Tags</Trans>} hint={<Trans>Separated by commas, at most 8</Trans>} {...field('tags')} />
        <SelectField label={<Trans>State</Trans>} value={d.state} onChange={(e) => set('state', e.target.value as BlogPostState)} error={errors.state}>
          {BLOG_POST_STATES.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          type="datetime-local"
          label={<Trans>Publication date and time</Trans>}
          hint={<Trans>Required when scheduled; empty for a published post means now</Trans>}
          {...field('publishAt')}
        />
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-2">
        {(['en', 'fr'] as const).map((lang) => (
          <fieldset key={lang} lang={lang} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
            <legend className="px-1 font-semibold text-gray-900">{lang === 'en' ? <Trans>English</Trans> : <Trans>French</Trans>}</legend>
            <TextField label={<Trans>Title</Trans>} maxLength={BLOG_TITLE_MAX} {...field(`title_${lang}`)} />
            <TextAreaField label={<Trans>Summary</Trans>} rows={3} maxLength={BLOG_SUMMARY_MAX} {...field(`summary_${lang}`)} />
            <TextAreaField
              label={<Trans>Article (markdown)</Trans>}
              hint={<Trans>## heading, **bold**, *italic*, - list, [link](https://...); HTML is shown as text</Trans>}
              rows={14}
              maxLength={BLOG_BODY_MAX}
              {...field(`body_${lang}`)}
            />
            <TextField label={<Trans>Cover description (for screen readers)</Trans>} maxLength={200} {...field(`cover_alt_${lang}`)} />
            <Button type="button" variant="secondary" size="sm" aria-pressed={preview === lang} onClick={() => setPreview(preview === lang ? null : lang)}>
              {preview === lang ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              {preview === lang ? <Trans>Hide preview</Trans> : lang === 'en' ? <Trans>Preview in English</Trans> : <Trans>Preview in French</Trans>}
            </Button>
          </fieldset>
        ))}
      </div>
      {preview && (
        <Preview label={preview === 'en' ? t`Preview in English` : t`Preview in French`} lang={preview}>
          <h2 className="text-3xl font-bold text-gray-900">{d[`title_${preview}`] || '…'}</h2>
          <p className="mt-3 text-lg text-gray-800">{d[`summary_${preview}`]}</p>
          {post?.cover && <img src={post.cover.card} alt={d[`cover_alt_${preview}`]} className="mt-4 aspect-[8/5] w-full max-w-xl rounded-lg object-cover" />}
          <Markdown source={d[`body_${preview}`]} className="mt-4" />
        </Preview>
      )}
      {post ? (
        <CoverUpload post={post} onSaved={setPost} />
      ) : (
        <p className="text-sm text-gray-700">
          <Trans>Save the post once to add its cover picture.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || !online}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Save post</Trans>}
        </Button>
        {post && (
          <Button type="button" variant="danger" onClick={() => void remove()} disabled={!online}>
            <Trans>Delete post</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

function categoryLabel(c: BlogCategory, t: ReturnType<typeof useLingui>['t']): string {
  switch (c) {
    case 'seasonal':
      return t`Seasonal produce`;
    case 'storage':
      return t`Storage and cooking`;
    case 'farms':
      return t`Meet the farms`;
    case 'buying':
      return t`Buying on FreshMarket`;
    default:
      return t`News`;
  }
}

function Preview({ label, lang, children }: { label: string; lang: 'en' | 'fr'; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} lang={lang} className="rounded-lg border-2 border-dashed border-green-700 bg-white p-4 sm:p-6">
      <p id={id} className="mb-3 text-sm font-semibold tracking-wide text-green-800 uppercase">
        {label}
      </p>
      {children}
    </section>
  );
}

function CoverUpload({ post, onSaved }: { post: BlogPostAdmin; onSaved: (p: BlogPostAdmin) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const upload = async (file: File) => {
    setError(null);
    setBusy(true);
    try {
      onSaved(await uploadCover(post.id, file, crypto.randomUUID()));
      toast.success(t`Cover saved`);
    } catch (err) {
      setError(err instanceof ApiError && err.messages.photos?.[0] ? err.messages.photos[0] : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 font-semibold text-gray-900">
        <Trans>Cover picture</Trans>
      </legend>
      {post.cover ? (
        <img src={post.cover.thumb} alt="" className="h-20 w-32 rounded object-cover" />
      ) : (
        <p className="text-sm text-gray-700">
          <Trans>No cover yet.</Trans>
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          <Trans>Choose a picture (JPEG, PNG or WebP)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy || !online}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="text-sm text-gray-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
            e.target.value = '';
          }}
        />
        {busy && (
          <p role="status" className="text-sm text-gray-700">
            <Trans>Uploading...</Trans>
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
