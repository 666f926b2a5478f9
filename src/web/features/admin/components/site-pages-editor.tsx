// /admin/pages: the privacy policy and terms, edited in markdown in English and French with a preview rendered as
// visitors will see it (lib/markdown: no HTML, no script). A save replaces the page from the revision it was read
// at: if another admin saved meanwhile, the server refuses and the editor offers to load their version. Online only.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_PAGE_BODY_MAX, SITE_PAGE_TITLE_MAX, type SitePage } from '@contract/site-pages.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { Markdown } from '@/lib/markdown.tsx';
import { useOnline } from '@/lib/online.ts';
import { fetchSitePage, saveSitePage } from '../admin-api.ts';
import { AdminNav } from './admin-nav.tsx';

type Slug = SitePage['slug'];
type Draft = Pick<SitePage, 'title_en' | 'title_fr' | 'body_en' | 'body_fr'>;
type Load = { state: 'loading' } | { state: 'ok'; page: SitePage } | { state: 'error'; message: string };

export function SitePagesEditor() {
  const { t } = useLingui();
  const online = useOnline();
  const [slug, setSlug] = useState<Slug>('privacy');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchSitePage(slug).then(
      (page) => live && setLoad({ state: 'ok', page }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, slug, attempt, t]);

  const pages: Array<[Slug, string]> = [
    ['privacy', t`Privacy policy`],
    ['terms', t`Terms and conditions`],
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Pages</Trans>
      </h1>
      <p className="mt-1 text-gray-700">
        <Trans>The privacy policy and terms visitors read, in English and French. Write in markdown: ## for a heading, - for a list item, **bold**, [text](https://address) for a link. HTML is shown as typed, never run.</Trans>
      </p>
      <div role="group" aria-label={t`Page`} className="mt-4 flex flex-wrap gap-2">
        {pages.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={slug === value ? 'primary' : 'secondary'}
            aria-pressed={slug === value}
            onClick={() => {
              if (value === slug) return;
              setSlug(value);
              setLoad({ state: 'loading' });
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. Pages load when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p className="mt-4 text-gray-700" role="status">
          <Trans>Loading the page...</Trans>
        </p>
      )}
      {load.state === 'error' && (
        <div className="mt-4 space-y-2">
          <Notice>{load.message}</Notice>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {load.state === 'ok' && (
        <PageForm
          key={`${load.page.slug}:${load.page.revision}`}
          page={load.page}
          onSaved={(page) => setLoad({ state: 'ok', page })}
          onReload={() => {
            setLoad({ state: 'loading' });
            setAttempt((a) => a + 1);
          }}
        />
      )}
    </div>
  );
}

function PageForm({ page, onSaved, onReload }: { page: SitePage; onSaved: (page: SitePage) => void; onReload: () => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({ title_en: page.title_en, title_fr: page.title_fr, body_en: page.body_en, body_fr: page.body_fr });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  const save = async () => {
    setErrors({});
    setMessage('');
    const missing: Record<string, string> = {};
    for (const f of ['title_en', 'title_fr'] as const) if (!draft[f].trim()) missing[f] = t`Give the page a title`;
    for (const f of ['body_en', 'body_fr'] as const) if (!draft[f].trim()) missing[f] = t`Write the page’s text`;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const body = { ...draft, revision: page.revision };
    const fingerprint = JSON.stringify(body);
    // The same submit retried keeps its key (saved once); another text is another save.
    if (key.current?.body !== fingerprint) key.current = { body: fingerprint, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const saved = await saveSitePage(page.slug, body, key.current.key);
      toast.success(t`Page saved`);
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStale(true);
      if (err instanceof ApiError && Object.keys(err.messages).length) setErrors(Object.fromEntries(Object.entries(err.messages).map(([k, v]) => [k, v[0] ?? ''])));
      setMessage(err instanceof ApiError && err.isNetwork ? t`You are offline. Connect and try again.` : err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  const updated = page.updated_at
    ? new Date(page.updated_at).toLocaleString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' })
    : null;
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      aria-label={t`Edit the page`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-gray-700">{updated ? <Trans>Revision {page.revision}, saved {updated}</Trans> : <Trans>The text shipped with FreshMarket, never edited yet</Trans>}</p>
      {message && (
        <div className="space-y-2">
          <Notice>{message}</Notice>
          {stale && (
            <Button variant="secondary" size="sm" onClick={onReload}>
              <Trans>Load the saved version (your changes here are dropped)</Trans>
            </Button>
          )}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-gray-900">
            <Trans>English</Trans>
          </legend>
          <TextField label={<Trans>Title in English</Trans>} maxLength={SITE_PAGE_TITLE_MAX} value={draft.title_en} onChange={set('title_en')} error={errors.title_en} />
          <TextAreaField label={<Trans>Text in English (markdown)</Trans>} rows={18} maxLength={SITE_PAGE_BODY_MAX} value={draft.body_en} onChange={set('body_en')} error={errors.body_en} className="font-mono" />
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-gray-900">
            <Trans>French</Trans>
          </legend>
          <TextField label={<Trans>Title in French</Trans>} maxLength={SITE_PAGE_TITLE_MAX} value={draft.title_fr} onChange={set('title_fr')} error={errors.title_fr} lang="fr" />
          <TextAreaField label={<Trans>Text in French (markdown)</Trans>} rows={18} maxLength={SITE_PAGE_BODY_MAX} value={draft.body_fr} onChange={set('body_fr')} error={errors.body_fr} className="font-mono" lang="fr" />
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Save the page</Trans>}
        </Button>
        <Button variant="secondary" aria-expanded={preview} aria-controls="page-preview" onClick={() => setPreview((p) => !p)}>
          {preview ? <Trans>Hide the preview</Trans> : <Trans>Preview</Trans>}
        </Button>
      </div>
      <div id="page-preview" hidden={!preview} className="grid gap-6 lg:grid-cols-2">
        {preview && (
          <>
            <section aria-label={t`Preview in English`} className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
                <Trans>Preview in English</Trans>
              </p>
              <p className="mt-2 text-2xl font-bold text-gray-900">{draft.title_en}</p>
              <Markdown source={draft.body_en} className="mt-4" />
            </section>
            <section aria-label={t`Preview in French`} lang="fr" className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="text-sm font-semibold uppercase tracking-wide text-green-800">
                <Trans>Preview in French</Trans>
              </p>
              <p className="mt-2 text-2xl font-bold text-gray-900">{draft.title_fr}</p>
              <Markdown source={draft.body_fr} className="mt-4" />
            </section>
          </>
        )}
      </div>
    </form>
  );
}
