// /admin/posts: every blog post with its state (draft, published, scheduled and when), the comments waiting on
// it, and links to write a new one or edit. Online only, as the other admin screens.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { BLOG_POST_STATES, type BlogPostState } from '@contract/blog-rules.ts';
import type { BlogPostAdmin } from '@contract/blog.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';
import { AdminNav } from './admin-nav.tsx';
import { fetchAdminPosts, type PostPage } from '../admin-blog-api.ts';

type Load = { state: 'loading' } | { state: 'ok'; page: PostPage } | { state: 'error'; message: string };

export function useStateLabels() {
  const { t } = useLingui();
  return { draft: t`Draft`, published: t`Published`, scheduled: t`Scheduled` } satisfies Record<BlogPostState, string>;
}

export function AdminPostsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const labels = useStateLabels();
  const [filter, setFilter] = useState<BlogPostState | 'all'>('all');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchAdminPosts(filter, page).then(
      (p) => live && setLoad({ state: 'ok', page: p }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
  }, [online, filter, page, attempt, t]);
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.page.meta.count / load.page.meta.page_size)) : 1;
  const when = (p: BlogPostAdmin) => (p.publish_at ? i18n.date(new Date(p.publish_at), { dateStyle: 'medium', timeStyle: 'short' }) : '');

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">
          <Trans>Blog posts</Trans>
        </h1>
        <Link to="/admin/posts/$id" params={{ id: 'new' }} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>New post</Trans>
        </Link>
      </div>
      <div role="group" aria-label={t`Show`} className="mt-4 flex flex-wrap gap-2">
        {(['all', ...BLOG_POST_STATES] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
              setLoad({ state: 'loading' });
            }}
          >
            {value === 'all' ? t`All` : labels[value]}
          </Button>
        ))}
      </div>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>You are offline. Posts load when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p role="status" className="mt-4 text-gray-700">
          <Trans>Loading posts...</Trans>
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
      {load.state === 'ok' && load.page.data.length === 0 && (
        <p className="mt-4 text-gray-700">
          <Trans>No posts here.</Trans>
        </p>
      )}
      {load.state === 'ok' && load.page.data.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Blog posts`}>
          {load.page.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{i18n.locale === 'fr' ? p.title_fr : p.title_en}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
                  <span className={`rounded-full px-2 font-medium ${p.live ? 'bg-green-100 text-green-900' : p.state === 'draft' ? 'bg-gray-100 text-gray-800' : 'bg-amber-100 text-amber-900'}`}>
                    {p.live ? labels.published : labels[p.state]}
                  </span>
                  {p.publish_at && <span>{when(p)}</span>}
                  <span>/blog/{p.slug}</span>
                  {p.pending_comments > 0 && (
                    <Link to="/admin/comments" className="font-semibold text-green-800 underline">
                      <Trans>{p.pending_comments} comments waiting</Trans>
                    </Link>
                  )}
                </p>
              </div>
              <Link to="/admin/posts/$id" params={{ id: p.id }} className={buttonClasses('secondary', 'sm')} aria-label={t`Edit ${i18n.locale === 'fr' ? p.title_fr : p.title_en}`}>
                <Trans>Edit</Trans>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ok' && pages > 1 && (
        <nav aria-label={t`Pages`} className="mt-4 flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <Trans>Previous page</Trans>
          </Button>
          <span className="text-sm text-gray-700">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            <Trans>Next page</Trans>
          </Button>
        </nav>
      )}
    </div>
  );
}
