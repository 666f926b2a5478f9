// The blog's constants, API paths and the /blog link's search params, zod-free: the public pages read them in
// their first JavaScript (blog.ts holds the zod schemas the server and the forms validate with).

export const BLOG_CATEGORIES = ['seasonal', 'storage', 'farms', 'buying', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_POST_STATES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];
export const BLOG_COMMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export type BlogCommentState = (typeof BLOG_COMMENT_STATES)[number];
/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_ADMIN_PAGE_SIZE = 20;

export const BLOG_PATHS = {
  list: '/blog/posts/',
  post: (idOrSlug: string) => `/blog/posts/${encodeURIComponent(idOrSlug)}/`,
  comments: (id: string) => `/blog/posts/${encodeURIComponent(id)}/comments/`,
  adminPosts: '/admin/blog/posts/',
  adminPost: (id: string) => `/admin/blog/posts/${id}/`,
  adminCover: (id: string) => `/admin/blog/posts/${id}/cover/`,
  adminComments: '/admin/blog/comments/',
  adminComment: (id: string) => `/admin/blog/comments/${id}/`,
  approve: (id: string) => `/admin/blog/comments/${id}/approve/`,
  reject: (id: string) => `/admin/blog/comments/${id}/reject/`,
} as const;

export interface BlogSearch {
  page?: number | undefined;
  q?: string | undefined;
  category?: BlogCategory | undefined;
  tag?: string | undefined;
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

/** /blog?page=2&q=...&category=...&tag=...: a value that does not fit is dropped. */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const page = Number(raw.page);
  const category = BLOG_CATEGORIES.includes(raw.category as BlogCategory) ? (raw.category as BlogCategory) : undefined;
  const tag = text(raw.tag, 30)?.toLowerCase();
  return {
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    ...(text(raw.q, 200) ? { q: text(raw.q, 200) } : {}),
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
  };
}

/** A post's public address: its slug reads better than the id, and both are accepted. */
export const blogPostHref = (post: { slug: string }) => `/blog/${post.slug}`;
