// The blog's side column (list and post): search, categories with their counts, popular tags, recent posts.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogListAnswer } from '@contract/blog.ts';
import { CATEGORY_LABELS, pick } from '../blog-labels.ts';
import { BlogSearchForm } from './blog-search-form.tsx';

export function BlogSidebar({ list, withSearch = false }: { list: BlogListAnswer | null; withSearch?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <aside aria-label={t`More from the blog`} className="space-y-8">
      {withSearch && (
        <section aria-labelledby="blog-side-search">
          <h2 id="blog-side-search" className="mb-2 text-lg font-bold text-gray-900">
            <Trans>Search</Trans>
          </h2>
          <BlogSearchForm search={{}} compact />
        </section>
      )}
      {list && list.recent.length > 0 && (
        <section aria-labelledby="blog-side-recent">
          <h2 id="blog-side-recent" className="mb-2 text-lg font-bold text-gray-900">
            <Trans>Recent posts</Trans>
          </h2>
          <ul className="space-y-1">
            {list.recent.map((p) => (
              <li key={p.id}>
                <Link to="/blog/$id" params={{ id: p.slug }} className="inline-block py-1.5 font-medium text-green-800 hover:underline">
                  {pick(p, 'title', i18n.locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list && list.tags.length > 0 && (
        <section aria-labelledby="blog-side-tags">
          <h2 id="blog-side-tags" className="mb-2 text-lg font-bold text-gray-900">
            <Trans>Popular tags</Trans>
          </h2>
          <ul className="flex flex-wrap gap-2">
            {list.tags.map((tag) => (
              <li key={tag.tag}>
                <Link
                  to="/blog"
                  search={{ tag: tag.tag }}
                  className="inline-flex min-h-11 items-center rounded-full bg-green-50 px-3 text-sm font-medium text-green-900 hover:bg-green-100"
                  aria-label={t`${tag.tag}, ${tag.count} posts`}
                >
                  #{tag.tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list && list.categories.length > 0 && (
        <section aria-labelledby="blog-side-categories">
          <h2 id="blog-side-categories" className="mb-2 text-lg font-bold text-gray-900">
            <Trans>Categories</Trans>
          </h2>
          <ul className="space-y-1">
            {list.categories.map((c) => (
              <li key={c.category}>
                <Link to="/blog" search={{ category: c.category }} className="inline-flex min-h-11 items-center gap-2 text-gray-800 hover:underline">
                  {i18n._(CATEGORY_LABELS[c.category])}
                  <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-800">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
