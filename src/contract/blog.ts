// The blog (issue 15, spec §2 /blog and /blog/{id}): posts the operator writes in English and French (markdown,
// rendered on the device without any raw HTML), a cover picture through the product photo pipeline, one category
// and a few tags, a slug, and a state (draft, published, or scheduled for a moment). Comments: name, email (kept,
// never shown to anyone but the operator), the comment, and a honeypot (`website`) robots fill and people never
// see. Comments wait for moderation unless the commenter is signed in and in good standing.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { storableString } from './text.ts';
import { BLOG_CATEGORIES, BLOG_POST_STATES, BLOG_COMMENT_STATES } from './blog-rules.ts';

export const BLOG_TITLE_MAX = 160;
export const BLOG_SUMMARY_MAX = 400;
export const BLOG_BODY_MAX = 40_000;
export const BLOG_SLUG_MAX = 80;
export const BLOG_TAG_MAX = 30;
export const BLOG_TAGS_MAX = 8;
export const BLOG_ALT_MAX = 200;
export const COMMENT_NAME_MAX = 80;
export const COMMENT_BODY_MAX = 2000;
export const COMMENT_BODY_MIN = 2;

const required = (code: string, max: number) => storableString({ error: code }).trim().min(1, { error: code }).max(max, { error: 'validation.too_long' });
const optional = (max: number) => storableString().trim().max(max, { error: 'validation.too_long' });

export const blogSlugField = storableString({ error: 'blog.slug_invalid' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'blog.slug_invalid' })
  .max(BLOG_SLUG_MAX, { error: 'validation.too_long' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'blog.slug_invalid' })
  // A slug made only of hex digits and dashes could be read as an id; a letter beyond f makes that impossible.
  .refine((s) => !/^[0-9a-f-]+$/.test(s) || s.length < 8, { error: 'blog.slug_invalid' });

export const blogTagField = storableString()
  .trim()
  .toLowerCase()
  .min(1, { error: 'blog.tag_invalid' })
  .max(BLOG_TAG_MAX, { error: 'blog.tag_invalid' })
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, { error: 'blog.tag_invalid' });

/** POST /api/admin/blog/posts/ (with a client-made id) and PUT /api/admin/blog/posts/{id}/. */
export const blogPostWriteSchema = z
  .strictObject({
    id: z.uuid().optional(),
    slug: blogSlugField,
    title_en: required('blog.title_required', BLOG_TITLE_MAX),
    title_fr: required('blog.title_required', BLOG_TITLE_MAX),
    summary_en: required('blog.summary_required', BLOG_SUMMARY_MAX),
    summary_fr: required('blog.summary_required', BLOG_SUMMARY_MAX),
    body_en: required('blog.body_required', BLOG_BODY_MAX),
    body_fr: required('blog.body_required', BLOG_BODY_MAX),
    category: z.enum(BLOG_CATEGORIES, { error: 'blog.category_invalid' }),
    tags: z.array(blogTagField).max(BLOG_TAGS_MAX, { error: 'blog.too_many_tags' }).default([]),
    cover_alt_en: optional(BLOG_ALT_MAX).default(''),
    cover_alt_fr: optional(BLOG_ALT_MAX).default(''),
    state: z.enum(BLOG_POST_STATES, { error: 'blog.state_invalid' }),
    /** When a scheduled post goes public (required then); a published post without one is public from now. */
    publish_at: z.iso.datetime({ offset: true, error: 'blog.publish_at_invalid' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.state === 'scheduled' && !v.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'blog.publish_at_required' });
  });
export type BlogPostWrite = z.input<typeof blogPostWriteSchema>;

const coverSchema = z.object({ thumb: z.string(), card: z.string(), full: z.string() }).nullable();

/** A post in a list: what a card shows, in both languages (the device picks). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  summary_en: z.string(),
  summary_fr: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string()),
  cover: coverSchema,
  cover_alt_en: z.string(),
  cover_alt_fr: z.string(),
  publish_at: z.string().nullable(),
  comment_count: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body_en: z.string(),
  body_fr: z.string(),
  author: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** What the operator sees of a post: its state and times too. */
export const blogPostAdminSchema = blogPostSchema.extend({
  state: z.enum(BLOG_POST_STATES),
  /** True when the public can read it now (published, or scheduled and its time has come). */
  live: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  pending_comments: z.number().int(),
});
export type BlogPostAdmin = z.infer<typeof blogPostAdminSchema>;

/** A comment as the public reads it: never an email. */
export const blogCommentSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogCommentAdminSchema = blogCommentSchema.extend({
  email: z.string(),
  state: z.enum(BLOG_COMMENT_STATES),
  user_id: z.string().nullable(),
  post_id: z.string(),
  post_title_en: z.string(),
  post_title_fr: z.string(),
  language: z.enum(['en', 'fr']),
  moderated_at: z.string().nullable(),
});
export type BlogCommentAdmin = z.infer<typeof blogCommentAdminSchema>;

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  q: storableString().trim().max(200).optional(),
  category: z.enum(BLOG_CATEGORIES).optional().catch(undefined),
  tag: storableString().trim().toLowerCase().max(BLOG_TAG_MAX).optional(),
});

const pageMeta = z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const blogListResponse = z.object({
  data: z.array(blogPostSummarySchema),
  meta: pageMeta,
  /** The five newest public posts, whatever the filters. */
  recent: z.array(z.object({ id: z.string(), slug: z.string(), title_en: z.string(), title_fr: z.string(), publish_at: z.string().nullable() })),
  /** Tags of public posts, most used first (at most 12). */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** Public posts per category. */
  categories: z.array(z.object({ category: z.enum(BLOG_CATEGORIES), count: z.number().int() })),
});
export type BlogListAnswer = z.infer<typeof blogListResponse>;

export const blogPostResponse = z.object({ data: blogPostSchema, comments: z.array(blogCommentSchema) });
export type BlogPostAnswer = z.infer<typeof blogPostResponse>;

/** POST /api/blog/posts/{id}/comments/: visitors give name and email; a signed-in user's come from the account. */
export const blogCommentWriteSchema = z.strictObject({
  name: storableString().trim().max(COMMENT_NAME_MAX, { error: 'validation.too_long' }).optional(),
  email: z.union([z.literal(''), emailField]).optional(),
  body: storableString({ error: 'blog.comment_required' })
    .trim()
    .min(1, { error: 'blog.comment_required', abort: true })
    .min(COMMENT_BODY_MIN, { error: 'blog.comment_too_short' })
    .max(COMMENT_BODY_MAX, { error: 'validation.too_long' }),
  website: storableString().max(200).optional(),
});
export type BlogCommentWrite = z.input<typeof blogCommentWriteSchema>;
/** The form a visitor fills: a name and an email too. */
export const visitorCommentSchema = blogCommentWriteSchema.extend({
  name: required('blog.name_required', COMMENT_NAME_MAX),
  email: emailField,
});

export const blogCommentCreated = z.object({
  data: z.object({ id: z.string(), state: z.enum(BLOG_COMMENT_STATES) }),
  message: z.string(),
});

export const adminPostsQuery = z.object({
  state: z.enum([...BLOG_POST_STATES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminPostsResponse = z.object({ data: z.array(blogPostAdminSchema), meta: pageMeta });
export const adminPostResponse = z.object({ data: blogPostAdminSchema });

export const adminCommentsQuery = z.object({
  state: z.enum([...BLOG_COMMENT_STATES, 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminCommentsResponse = z.object({
  data: z.array(blogCommentAdminSchema),
  meta: pageMeta.extend({ pending: z.number().int() }),
});
export const adminCommentResponse = z.object({ data: blogCommentAdminSchema });
