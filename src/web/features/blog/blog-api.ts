// The blog's public reads and the comment form's one write. Reads go to the network first; the service worker keeps
// the answers (sw.ts, 'blog-api'), so the latest list and every post opened stay readable offline.
import { BLOG_PATHS, type BlogSearch } from '@contract/blog-rules.ts';
import type { BlogCommentWrite, BlogListAnswer, BlogPostAnswer } from '@contract/blog.ts';
import { api } from '@/lib/api.ts';

export function fetchBlogList(search: BlogSearch): Promise<BlogListAnswer> {
  return api<BlogListAnswer>(BLOG_PATHS.list, { query: { page: search.page, q: search.q, category: search.category, tag: search.tag }, fallback: 'Error loading data' });
}

export function fetchBlogPost(idOrSlug: string): Promise<BlogPostAnswer> {
  return api<BlogPostAnswer>(BLOG_PATHS.post(idOrSlug), { fallback: 'Error loading data' });
}

/** One comment; `key` is its Idempotency-Key, kept until it is answered so a retry sends it once. */
export function sendComment(postId: string, body: BlogCommentWrite, key: string): Promise<{ data: { id: string; state: 'pending' | 'approved' | 'rejected' }; message: string }> {
  return api(BLOG_PATHS.comments(postId), { method: 'POST', body, headers: { 'Idempotency-Key': key }, fallback: 'Something went wrong' });
}
