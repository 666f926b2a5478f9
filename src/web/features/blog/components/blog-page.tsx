// /blog: the operator's posts, newest first, six a page with NEXT PAGE and previous (spec §2), a search in English
// and French (prefix, accents folded, like the catalogue), filters by category and tag, recent posts and popular
// tags. Everything lives in the URL, so a filtered page can be shared. Read from the server; the service worker
// keeps each answer, so the latest list stays readable offline.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, MessageSquare, X } from 'lucide-react';
import { BLOG_CATEGORIES, type BlogSearch } from '@contract/blog-rules.ts';
import type { BlogListAnswer, BlogPostSummary } from '@contract/blog.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ReadFailed } from '@/components/ui/read-failed.tsx';
import { Photo } from '@/components/ui/photo.tsx';
import { ApiError } from '@/lib/api.ts';
import { fetchBlogList } from '../blog-api.ts';
import { CATEGORY_LABELS, pick } from '../blog-labels.ts';
import { BlogSearchForm } from './blog-search-form.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';

type Load = { state: 'loading' } | { state: 'ok'; list: BlogListAnswer } | { state: 'error'; offline: boolean };

export function useBlogList(search: BlogSearch) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(search);
  useEffect(() => {
    let live = true;
    fetchBlogList(JSON.parse(key) as BlogSearch).then(
      (list) => live && setLoad({ state: 'ok', list }),
      (err: unknown) => live && setLoad({ state: 'error', offline: !(err instanceof ApiError) || err.status === 0 }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { load, retry: () => setAttempt((a) => a + 1) };
}

export function BlogPage({ search }: { search: BlogSearch }) {
  const { t, i18n } = useLingui();
  const { load, retry } = useBlogList(search);
  const page = search.page ?? 1;
  const filtered = Boolean(search.q || search.category || search.tag);
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.list.meta.count / load.list.meta.page_size)) : 1;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Blog</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        <Trans>Seasonal guides, storage tips, stories from the farms and how FreshMarket works, in English and French.</Trans>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <BlogSearchForm key={search.q ?? ''} search={search} />
          <nav aria-label={t`Categories`} className="mt-4 flex flex-wrap gap-2">
            <CategoryChip label={t`All posts`} to={{ ...search, category: undefined, page: undefined }} active={!search.category} />
            {BLOG_CATEGORIES.map((c) => (
              <CategoryChip key={c} label={i18n._(CATEGORY_LABELS[c])} to={{ ...search, category: c, page: undefined }} active={search.category === c} />
            ))}
          </nav>
          {(search.tag || search.q) && (
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-gray-800">
              {search.q && <Trans>Results for “{search.q}”</Trans>}
              {search.tag && (
                <span>
                  <Trans>Tagged “{search.tag}”</Trans>
                </span>
              )}
              <Link to="/blog" search={{}} className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-green-800 underline">
                <X aria-hidden="true" className="size-4" />
                <Trans>Clear filters</Trans>
              </Link>
            </p>
          )}
          <div className="mt-6" aria-live="polite">
            {load.state === 'loading' && (
              <p role="status" className="text-gray-700">
                <Trans>Loading posts...</Trans>
              </p>
            )}
            {load.state === 'error' && (
              <ReadFailed
                offline={load.offline}
                offlineText={<Trans>You are offline and this page of the blog was not saved on this device. Posts you opened before can still be read.</Trans>}
                onRetry={retry}
              />
            )}
            {load.state === 'ok' && load.list.data.length === 0 && (
              <p className="text-gray-700">{filtered ? <Trans>No posts match this search.</Trans> : <Trans>No posts yet.</Trans>}</p>
            )}
            {load.state === 'ok' && load.list.data.length > 0 && (
              <>
                <p className="mb-3 text-sm text-gray-700">
                  <Trans>
                    {load.list.meta.count} posts · page {page} of {pages}
                  </Trans>
                </p>
                <ul className="grid gap-6 sm:grid-cols-2" aria-label={t`Posts`}>
                  {load.list.data.map((p, i) => (
                    <PostCard key={p.id} post={p} eager={i < 2} />
                  ))}
                </ul>
              </>
            )}
          </div>
          {load.state === 'ok' && pages > 1 && (
            <nav aria-label={t`Pages`} className="mt-8 flex flex-wrap items-center justify-between gap-3">
              {page > 1 ? (
                <Link to="/blog" search={{ ...search, page: page > 2 ? page - 1 : undefined }} className={buttonClasses('secondary')} rel="prev">
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  <Trans>Previous page</Trans>
                </Link>
              ) : (
                <span />
              )}
              {page < pages && (
                <Link to="/blog" search={{ ...search, page: page + 1 }} className={buttonClasses('primary')} rel="next">
                  <Trans>Next page</Trans>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </nav>
          )}
        </div>
        <BlogSidebar list={load.state === 'ok' ? load.list : null} />
      </div>
    </div>
  );
}

function CategoryChip({ label, to, active }: { label: string; to: BlogSearch; active: boolean }) {
  return (
    <Link
      to="/blog"
      search={to}
      aria-current={active ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-green-800 bg-green-800 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'}`}
    >
      {label}
    </Link>
  );
}

function PostCard({ post, eager }: { post: BlogPostSummary; eager: boolean }) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const title = pick(post, 'title', lang);
  const date = post.publish_at ? i18n.date(new Date(post.publish_at), { dateStyle: 'long' }) : '';
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {post.cover && (
        <Photo
          src={post.cover.card}
          alt={pick(post, 'cover_alt', lang)}
          loading={eager ? 'eager' : 'lazy'}
          width={480}
          height={300}
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-green-800 uppercase">{i18n._(CATEGORY_LABELS[post.category])}</p>
        <h2 className="text-lg font-bold text-gray-900">
          <Link to="/blog/$id" params={{ id: post.slug }} className="hover:underline focus-visible:underline">
            {title}
          </Link>
        </h2>
        <p className="text-sm text-gray-700">{pick(post, 'summary', lang)}</p>
        <p className="mt-auto flex flex-wrap items-center gap-3 pt-2 text-xs text-gray-700">
          {date && <time dateTime={post.publish_at ?? undefined}>{date}</time>}
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            <Plural value={post.comment_count} one="# comment" other="# comments" />
          </span>
        </p>
      </div>
    </li>
  );
}
