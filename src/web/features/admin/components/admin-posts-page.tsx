// /admin/posts: every blog post with its state (draft, published, scheduled and when), the comments waiting on
// it, and links to write a new one or edit. Online only, as the other admin screens.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { BLOG_POST_STATES, type BlogPostState } from '@contract/blog-rules.ts';
import type { BlogPostAdmin } from '@contract/blog.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { fetchAdminPosts, type PostPage } from '../admin-blog-api.ts';
import { AdminListStatus, AdminPageNav, FilterButtons, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type Filter = BlogPostState | 'all';

export function useStateLabels() {
  const { t } = useLingui();
  return { draft: t`Draft`, published: t`Published`, scheduled: t`Scheduled` } satisfies Record<BlogPostState, string>;
}

export function AdminPostsPage() {
  const { t, i18n } = useLingui();
  const labels = useStateLabels();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const posts = useAdminLoad<PostPage>(() => fetchAdminPosts(filter, page), [filter, page]);
  const { load } = posts;
  const pages = load.state === 'ok' ? Math.max(1, Math.ceil(load.value.meta.count / load.value.meta.page_size)) : 1;
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
      <FilterButtons<Filter>
        label={t`Show`}
        value={filter}
        options={(['all', ...BLOG_POST_STATES] as const).map((value) => [value, value === 'all' ? t`All` : labels[value]])}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
          posts.reset();
        }}
      />
      <AdminListStatus
        {...posts}
        loading={<Trans>Loading posts...</Trans>}
        offline={<Trans>You are offline. Posts load when you are back online.</Trans>}
        empty={<Trans>No posts here.</Trans>}
        isEmpty={(p) => p.data.length === 0}
      />
      {load.state === 'ok' && load.value.data.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t`Blog posts`}>
          {load.value.data.map((p) => (
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
      {load.state === 'ok' && <AdminPageNav page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}
