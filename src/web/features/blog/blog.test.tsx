// /blog/$id through the real route: the post in the reader's language with hostile markdown and a hostile comment
// rendered inert (shown as typed, nothing made of it), the comment form (the server's pending notice, one
// Idempotency-Key per comment, 'save my details' kept on this device and used next time), 'Post Not Found' for an
// unknown post, axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BlogPostAnswer } from '@contract/blog.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const POST: BlogPostAnswer = {
  data: {
    id: '22222222-2222-4222-8222-222222222222',
    slug: 'keep-roots-crisp',
    title_en: 'Keeping roots crisp',
    title_fr: 'Garder les racines croquantes',
    summary_en: 'Cold, humid and dark.',
    summary_fr: 'Froid, humide et sombre.',
    body_en: '## Steps\n\nKeep them **cold**.\n\n<script>window.__post = 1</script> [evil](javascript:alert(1))',
    body_fr: 'Gardez-les au **froid**.',
    category: 'storage',
    tags: ['storage'],
    cover: null,
    cover_alt_en: '',
    cover_alt_fr: '',
    publish_at: '2026-11-18T12:00:00.000Z',
    comment_count: 1,
    author: 'Ada Admin',
  },
  comments: [{ id: 'c1', name: '<b>Mallory</b>', body: '<img src=x onerror="window.__comment = 1">Nice', created_at: '2026-11-20T12:00:00.000Z' }],
};

let posts: Array<{ body: unknown; key: string | null }> = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.clear();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/blog/posts/' && method === 'GET') return json(200, { data: [], meta: { count: 0, page: 1, page_size: 6 }, recent: [], tags: [{ tag: 'storage', count: 1 }], categories: [] });
      if (path === '/blog/posts/keep-roots-crisp/') return json(200, POST);
      if (path === `/blog/posts/${POST.data.id}/comments/` && method === 'POST') {
        posts.push({ body: JSON.parse(init.body as string), key: new Headers(init.headers).get('Idempotency-Key') });
        return json(201, { data: { id: 'c2', state: 'pending' }, message: 'Thank you! Your comment will appear once a moderator has approved it.' });
      }
      if (path.startsWith('/blog/posts/')) return json(404, { code: 'not_found', message: 'Post Not Found' });
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/blog/$id', () => {
  it('shows the post and its comments with hostile text inert, and sends a comment once with the details saved', async () => {
    const { user, container } = await renderRoute('/blog/keep-roots-crisp');
    await screen.findByRole('heading', { level: 1, name: 'Keeping roots crisp' });
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(screen.getByText('<b>Mallory</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.__comment = 1">Nice')).toBeInTheDocument();
    expect(container.querySelector('article script, article img[src="x"], article b, article a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Please fill in all required fields correctly.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Léa');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@example.ca');
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Thanks for the sand tip');
    await user.click(screen.getByRole('checkbox', { name: /Save my name and email/ }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Thank you! Your comment will appear once a moderator has approved it.')).toBeInTheDocument();
    expect(posts).toEqual([{ body: { name: 'Léa', email: 'lea@example.ca', body: 'Thanks for the sand tip', website: '' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(JSON.parse(localStorage.getItem('fm.blog-commenter')!)).toEqual({ name: 'Léa', email: 'lea@example.ca' });
    // Pending: not shown until approved; the details stay for the next comment, the comment box is empty.
    expect(screen.queryByText('Thanks for the sand tip')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lea@example.ca');
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
    expect((window as unknown as { __post?: number; __comment?: number }).__post).toBeUndefined();
    expect((window as unknown as { __comment?: number }).__comment).toBeUndefined();
  }, 60_000);

  it('says Post Not Found for an unknown post', async () => {
    await renderRoute('/blog/no-such-post');
    await screen.findByRole('heading', { name: 'Post Not Found' });
    expect(screen.getByText("The blog post you're looking for doesn't exist or may have been removed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog'));
  });
});
