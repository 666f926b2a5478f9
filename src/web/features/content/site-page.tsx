// /privacypolicy and /termsandconditions: the page as the operator keeps it (markdown, English and French),
// rendered inert by lib/markdown (no HTML, no script; links only to http(s), mailto and this site). The last copy
// read is kept on the device (both languages, a few KB in localStorage), so a page opened once reads offline.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SITE_PAGE_PATHS } from '@contract/site-page-paths.ts';
import type { SitePage } from '@contract/site-pages.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { api } from '@/lib/api.ts';
import { Markdown } from '@/lib/markdown.tsx';
import { useKept } from '@/lib/use-kept.ts';
import { PageHeading } from './page-parts.tsx';

type Slug = SitePage['slug'];
const cacheKey = (slug: Slug) => `fm.site-page.${slug}`;

export function SitePageView({ slug }: { slug: Slug }) {
  const { i18n } = useLingui();
  // The copy kept on the device at once (lib/use-kept.ts), then the server's answer.
  const kept = useKept<SitePage>(cacheKey(slug));
  const [fetched, setPage] = useState<SitePage | null>(null);
  const page = fetched ?? kept;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api<{ data: SitePage }>(SITE_PAGE_PATHS.read(slug), { fallback: 'Fetch failed' }).then(
      ({ data }) => {
        if (!live) return;
        setPage(data);
        try {
          localStorage.setItem(cacheKey(slug), JSON.stringify(data));
        } catch {
          // storage full or private mode: the page is read from the server next time
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  const fr = i18n.locale === 'fr';
  if (!page) {
    return (
      <>
        <PageHeading title={slug === 'privacy' ? <Trans>Privacy policy</Trans> : <Trans>Terms and conditions</Trans>} />
        <div className="mx-auto max-w-3xl px-4 py-10">
          {failed ? (
            <Notice>
              <Trans>This page could not be loaded and has not been read on this device yet. Connect to the internet and try again.</Trans>
            </Notice>
          ) : (
            <p role="status" className="text-gray-700">
              <Trans>Loading...</Trans>
            </p>
          )}
        </div>
      </>
    );
  }
  const updated = page.updated_at ? new Date(page.updated_at).toLocaleDateString(fr ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }) : null;
  return (
    <>
      <PageHeading title={fr ? page.title_fr : page.title_en} intro={updated ? <Trans>Last updated {updated}</Trans> : undefined} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Markdown source={fr ? page.body_fr : page.body_en} />
      </article>
    </>
  );
}
