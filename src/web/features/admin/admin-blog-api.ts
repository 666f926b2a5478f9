// The operator's blog calls (online only, like the other admin screens): posts and their covers, and the comment
// moderation queue. Every write carries an Idempotency-Key, kept by the caller across retries of the same action.
import { BLOG_PATHS, type BlogCommentState, type BlogPostState } from '@contract/blog-rules.ts';
import type { BlogCommentAdmin, BlogPostAdmin, BlogPostWrite } from '@contract/blog.ts';
import { api } from '@/lib/api.ts';

export interface PostPage {
  data: BlogPostAdmin[];
  meta: { count: number; page: number; page_size: number };
}
export interface CommentQueue {
  data: BlogCommentAdmin[];
  meta: { count: number; page: number; page_size: number; pending: number };
}

export const fetchAdminPosts = (state: BlogPostState | 'all', page: number) => api<PostPage>(BLOG_PATHS.adminPosts, { query: { state, page }, fallback: 'Fetch failed' });

export async function fetchAdminPost(id: string): Promise<BlogPostAdmin> {
  return (await api<{ data: BlogPostAdmin }>(BLOG_PATHS.adminPost(id), { fallback: 'Fetch failed' })).data;
}

export async function savePost(id: string | null, body: BlogPostWrite, key: string): Promise<BlogPostAdmin> {
  const res = id
    ? await api<{ data: BlogPostAdmin }>(BLOG_PATHS.adminPost(id), { method: 'PUT', body, headers: { 'Idempotency-Key': key }, fallback: 'Update failed' })
    : await api<{ data: BlogPostAdmin }>(BLOG_PATHS.adminPosts, { method: 'POST', body, headers: { 'Idempotency-Key': key }, fallback: 'Create failed' });
  return res.data;
}

export const deletePost = (id: string) => api<{ message: string }>(BLOG_PATHS.adminPost(id), { method: 'DELETE', headers: { 'Idempotency-Key': crypto.randomUUID() }, fallback: 'Delete failed' });

/** The cover as multipart (one `photos` file), like product photos. */
export async function uploadCover(id: string, file: File, key: string): Promise<BlogPostAdmin> {
  const form = new FormData();
  form.append('photos', file);
  return (await api<{ data: BlogPostAdmin }>(BLOG_PATHS.adminCover(id), { method: 'PUT', body: form, headers: { 'Idempotency-Key': key }, fallback: 'Update failed' })).data;
}

export const fetchCommentQueue = (state: BlogCommentState | 'all', page: number) => api<CommentQueue>(BLOG_PATHS.adminComments, { query: { state, page }, fallback: 'Fetch failed' });

export async function moderateComment(id: string, action: 'approve' | 'reject'): Promise<BlogCommentAdmin> {
  const path = action === 'approve' ? BLOG_PATHS.approve(id) : BLOG_PATHS.reject(id);
  return (await api<{ data: BlogCommentAdmin }>(path, { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() }, fallback: 'Something went wrong' })).data;
}

export const deleteComment = (id: string) => api<{ message: string }>(BLOG_PATHS.adminComment(id), { method: 'DELETE', headers: { 'Idempotency-Key': crypto.randomUUID() }, fallback: 'Delete failed' });
