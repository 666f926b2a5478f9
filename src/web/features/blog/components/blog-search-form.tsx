// The blog's search box: words in English or French, sent as /blog?q=... (the list's other filters kept). Give it
// key={search.q} so it starts again from the URL's words when they change.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { BlogSearch } from '@contract/blog-rules.ts';
import { Button } from '@/components/ui/button.tsx';

export function BlogSearchForm({ search, compact = false }: { search: BlogSearch; compact?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [q, setQ] = useState(search.q ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: BlogSearch = { ...search, q: q.trim() || undefined, page: undefined };
    void navigate({ to: '/blog', search: next as never });
  };
  const id = compact ? 'blog-search-side' : 'blog-search';
  return (
    <form role="search" onSubmit={submit} className="flex gap-2" aria-label={t`Search the blog`}>
      <label className="sr-only" htmlFor={id}>
        <Trans>Search the blog</Trans>
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        maxLength={200}
        placeholder={t`Search posts (English or French)`}
        className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-600"
      />
      <Button type="submit" variant="primary" aria-label={compact ? t`Search` : undefined}>
        <Search aria-hidden="true" className="size-4" />
        {!compact && <Trans>Search</Trans>}
      </Button>
    </form>
  );
}
