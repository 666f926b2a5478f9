// The blog: public reads of posts that are live (published, or scheduled and their time has come), comments that
// wait for moderation unless the commenter is signed in and in good standing, and the operator's editor and
// moderation queue. Markdown is stored as written and rendered on the device without raw HTML; comments are plain
// text, shown escaped. A commenter's email is for the operator only and never leaves in a public answer.
import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { BlogComment, BlogCommentAdmin, BlogPost, BlogPostAdmin, BlogPostSummary, BlogPostWrite } from '../../../contract/blog.ts';
import { BLOG_ADMIN_PAGE_SIZE, BLOG_PAGE_SIZE, type BlogCategory, type BlogCommentState, type BlogPostState } from '../../../contract/blog-rules.ts';
import type { Language } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { blogComments, blogPosts } from '../../db/schema/blog.ts';
import { HttpError, fieldError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { countAttempts, throttled, type FixedWindow } from '../../lib/throttle.ts';
import { uploadUrl } from '../catalogue/mappers.ts';
import { searchWords } from '../catalogue/queries.ts';

/** Per client address and per email given: a reader joins a conversation; a robot is stopped. */
export const COMMENT_PER_ADDRESS: FixedWindow = { kind: 'blog_comment_ip', max: 10, windowS: 3600 };
export const COMMENT_PER_EMAIL: FixedWindow = { kind: 'blog_comment_email', max: 5, windowS: 3600 };

type PostRow = typeof blogPosts.$inferSelect;
type CommentRow = typeof blogComments.$inferSelect;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** Readers see a post once it is published, or scheduled and its moment has come. */
const isLive = (now: Date): SQL => and(ne(blogPosts.state, 'draft'), lte(blogPosts.publishAt, ts(now)))!;
const liveNow = (r: PostRow, now: Date) => r.state !== 'draft' && r.publishAt !== null && r.publishAt.getTime() <= now.getTime();
// Qualified by hand: inside the subquery an unqualified "id" would be the comment's.
const approvedCount = sql<number>`(select count(*)::int from blog_comments c where c.post_id = "blog_posts"."id" and c.state = 'approved')`;
const pendingCount = sql<number>`(select count(*)::int from blog_comments c where c.post_id = "blog_posts"."id" and c.state = 'pending')`;

function cover(r: PostRow): BlogPostSummary['cover'] {
  if (!r.coverThumb || !r.coverCard || !r.coverFull) return null;
  return { thumb: uploadUrl(r.coverThumb), card: uploadUrl(r.coverCard), full: uploadUrl(r.coverFull) };
}

function toSummary(r: PostRow, comments: number): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title_en: r.titleEn,
    title_fr: r.titleFr,
    summary_en: r.summaryEn,
    summary_fr: r.summaryFr,
    category: r.category as BlogCategory,
    tags: r.tags,
    cover: cover(r),
    cover_alt_en: r.coverAltEn,
    cover_alt_fr: r.coverAltFr,
    publish_at: r.publishAt?.toISOString() ?? null,
    comment_count: comments,
  };
}

const toPost = (r: PostRow, comments: number): BlogPost => ({ ...toSummary(r, comments), body_en: r.bodyEn, body_fr: r.bodyFr, author: r.authorName });

function toAdminPost(r: PostRow, comments: number, pending: number, now: Date): BlogPostAdmin {
  return {
    ...toPost(r, comments),
    state: r.state as BlogPostState,
    live: liveNow(r, now),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    pending_comments: pending,
  };
}

const toComment = (c: CommentRow): BlogComment => ({ id: c.id, name: c.name, body: c.body, created_at: c.createdAt.toISOString() });

export interface BlogFilter {
  page: number;
  q?: string | undefined;
  category?: BlogCategory | undefined;
  tag?: string | undefined;
}

/** One page of live posts (search in English and French with prefixes and accents folded, category, tag), the five
 * newest, the popular tags and the categories with their counts. */
export async function listPublic(db: Db, now: Date, f: BlogFilter) {
  const parts: SQL[] = [isLive(now)];
  if (f.category) parts.push(eq(blogPosts.category, f.category));
  if (f.tag) parts.push(sql`${blogPosts.tags} @> array[${f.tag}]::text[]`);
  const words = f.q ? searchWords(f.q) : [];
  let query: SQL | null = null;
  if (words.length) {
    const terms = words.map((w) => {
      const term = sql`catalogue_fold(${w}::text) || ':*'`;
      return sql`(to_tsquery('english', ${term}) || to_tsquery('french', ${term}) || to_tsquery('simple', ${term}))`;
    });
    query = sql.join(terms, sql` && `);
    parts.push(sql`${blogPosts.search} @@ (${query})`);
  }
  const where = and(...parts);
  const order = query ? [sql`ts_rank(${blogPosts.search}, (${query})) desc`, desc(blogPosts.publishAt), asc(blogPosts.id)] : [desc(blogPosts.publishAt), asc(blogPosts.id)];
  const live = isLive(now);
  const [rows, [total], recent, tags, categories] = await Promise.all([
    db.select({ p: blogPosts, comments: approvedCount }).from(blogPosts).where(where).orderBy(...order).limit(BLOG_PAGE_SIZE).offset((f.page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, title_en: blogPosts.titleEn, title_fr: blogPosts.titleFr, publishAt: blogPosts.publishAt })
      .from(blogPosts)
      .where(live)
      .orderBy(desc(blogPosts.publishAt), asc(blogPosts.id))
      .limit(5),
    db
      .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
      .from(sql`${blogPosts} cross join lateral unnest(${blogPosts.tags}) as t(tag)`)
      .where(live)
      .groupBy(sql`t.tag`)
      .orderBy(sql`count(*) desc`, sql`t.tag`)
      .limit(12),
    db.select({ category: blogPosts.category, count: sql<number>`count(*)::int` }).from(blogPosts).where(live).groupBy(blogPosts.category).orderBy(blogPosts.category),
  ]);
  return {
    data: rows.map((r) => toSummary(r.p, r.comments)),
    meta: { count: total?.n ?? 0, page: f.page, page_size: BLOG_PAGE_SIZE },
    recent: recent.map((r) => ({ id: r.id, slug: r.slug, title_en: r.title_en, title_fr: r.title_fr, publish_at: r.publishAt?.toISOString() ?? null })),
    tags,
    categories: categories.map((c) => ({ category: c.category as BlogCategory, count: c.count })),
  };
}

const byIdOrSlug = (idOrSlug: string): SQL => (isUuid(idOrSlug) ? eq(blogPosts.id, idOrSlug) : eq(blogPosts.slug, idOrSlug.toLowerCase()));

/** A live post by id or slug with its approved comments, oldest first; 'Post Not Found' otherwise. */
export async function getPublic(db: Db, now: Date, idOrSlug: string): Promise<{ data: BlogPost; comments: BlogComment[] }> {
  const [row] = await db.select({ p: blogPosts, comments: approvedCount }).from(blogPosts).where(and(byIdOrSlug(idOrSlug), isLive(now)));
  if (!row) throw notFound('blog.not_found');
  const comments = await db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.postId, row.p.id), eq(blogComments.state, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return { data: toPost(row.p, row.comments), comments: comments.map(toComment) };
}

export interface CommentContext {
  db: Db;
  now: Date;
  secret: string;
  ip: string;
  lang: Language;
  userId: string | null;
}

export interface CommentInput {
  name?: string | undefined;
  email?: string | undefined;
  body: string;
  website?: string | undefined;
}

const ipHash = (secret: string, ip: string) => createHmac('sha256', secret).update(`blog-comment-ip:${ip}`).digest('hex');

/** Signed in and never had a comment rejected: their comments need no moderation. */
async function inGoodStanding(db: Db, userId: string): Promise<boolean> {
  const [rejected] = await db.select({ n: count() }).from(blogComments).where(and(eq(blogComments.userId, userId), eq(blogComments.state, 'rejected')));
  return (rejected?.n ?? 0) === 0;
}

/** Stores a comment on a live post: approved at once for a signed-in commenter in good standing, else pending. A
 * filled honeypot is answered as pending and kept nowhere. */
export async function createComment(ctx: CommentContext, idOrSlug: string, input: CommentInput): Promise<{ id: string; state: BlogCommentState }> {
  const [post] = await ctx.db.select({ id: blogPosts.id }).from(blogPosts).where(and(byIdOrSlug(idOrSlug), isLive(ctx.now)));
  if (!post) throw notFound('blog.not_found');
  if (input.website && input.website.trim() !== '') return { id: randomUUID(), state: 'pending' };
  let name = input.name?.trim() ?? '';
  let email = input.email?.trim().toLowerCase() ?? '';
  let trusted = false;
  if (ctx.userId) {
    const [user] = await ctx.db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, ctx.userId));
    if (user) {
      name = `${user.first} ${user.last}`.trim() || name;
      email = user.email;
      trusted = await inGoodStanding(ctx.db, ctx.userId);
    }
  }
  if (!name) throw fieldError('name', 'blog.name_required');
  if (!email) throw fieldError('email', 'validation.email_required');
  const wait = await countAttempts(
    ctx.db,
    [
      [COMMENT_PER_ADDRESS, `ip:${ctx.ip}`],
      [COMMENT_PER_EMAIL, `email:${email}`],
    ],
    ctx.now,
  );
  if (wait) throw throttled(wait, 'blog.comment_throttled');
  const state: BlogCommentState = trusted ? 'approved' : 'pending';
  const [row] = await ctx.db
    .insert(blogComments)
    .values({
      postId: post.id,
      userId: ctx.userId,
      name: name.slice(0, 80),
      email,
      body: input.body,
      language: ctx.lang,
      state,
      ipHash: ipHash(ctx.secret, ctx.ip),
      createdAt: ctx.now,
      ...(trusted ? { moderatedAt: ctx.now } : {}),
    })
    .returning({ id: blogComments.id });
  return { id: row!.id, state };
}

// ---- the operator's side ----

export async function listAdminPosts(db: Db, now: Date, state: BlogPostState | 'all', page: number) {
  const where = state === 'all' ? undefined : eq(blogPosts.state, state);
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: blogPosts, comments: approvedCount, pending: pendingCount })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id))
      .limit(BLOG_ADMIN_PAGE_SIZE)
      .offset((page - 1) * BLOG_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { data: rows.map((r) => toAdminPost(r.p, r.comments, r.pending, now)), meta: { count: total?.n ?? 0, page, page_size: BLOG_ADMIN_PAGE_SIZE } };
}

async function adminPost(db: Db, id: string, now: Date): Promise<BlogPostAdmin> {
  const [row] = await db.select({ p: blogPosts, comments: approvedCount, pending: pendingCount }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound('blog.not_found');
  return toAdminPost(row.p, row.comments, row.pending, now);
}

export async function getAdminPost(db: Db, id: string, now: Date): Promise<BlogPostAdmin> {
  if (!isUuid(id)) throw notFound('blog.not_found');
  return adminPost(db, id, now);
}

type WrittenPost = Omit<BlogPostWrite, 'tags' | 'cover_alt_en' | 'cover_alt_fr'> & { tags: string[]; cover_alt_en: string; cover_alt_fr: string };

/** The state and publish moment stored for a write: a published post with no moment (or one to come, which is a
 * schedule) is public from now, or from when it first went public. */
function placement(data: WrittenPost, now: Date, previous: PostRow | null): { state: BlogPostState; publishAt: Date | null } {
  const asked = data.publish_at ? new Date(data.publish_at) : null;
  if (data.state === 'draft') return { state: 'draft', publishAt: asked };
  if (data.state === 'scheduled') return { state: 'scheduled', publishAt: asked };
  if (asked && asked.getTime() > now.getTime()) return { state: 'scheduled', publishAt: asked };
  const before = previous && previous.state !== 'draft' && previous.publishAt && previous.publishAt.getTime() <= now.getTime() ? previous.publishAt : null;
  return { state: 'published', publishAt: asked ?? before ?? now };
}

function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

async function slugTaken(db: Db, slug: string, exceptId: string): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)));
  return Boolean(row);
}

export async function createPost(db: Db, authorId: string, data: WrittenPost, now: Date): Promise<BlogPostAdmin> {
  const id = data.id ?? randomUUID();
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (exists) throw new HttpError(409, 'conflict', 'error.conflict');
  if (await slugTaken(db, data.slug, id)) throw fieldError('slug', 'blog.slug_taken', 409, 'conflict');
  const [author] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, authorId));
  const { state, publishAt } = placement(data, now, null);
  await db.insert(blogPosts).values({
    id,
    slug: data.slug,
    titleEn: data.title_en,
    titleFr: data.title_fr,
    summaryEn: data.summary_en,
    summaryFr: data.summary_fr,
    bodyEn: data.body_en,
    bodyFr: data.body_fr,
    category: data.category,
    tags: uniqueTags(data.tags),
    coverAltEn: data.cover_alt_en,
    coverAltFr: data.cover_alt_fr,
    state,
    publishAt,
    authorId,
    authorName: author ? `${author.first} ${author.last}`.trim() : 'FreshMarket',
    createdAt: now,
    updatedAt: now,
  });
  return adminPost(db, id, now);
}

async function lockPost(db: Db, id: string): Promise<PostRow> {
  if (!isUuid(id)) throw notFound('blog.not_found');
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw notFound('blog.not_found');
  return row;
}

export async function updatePost(db: Db, id: string, data: WrittenPost, now: Date): Promise<BlogPostAdmin> {
  const row = await lockPost(db, id);
  if (await slugTaken(db, data.slug, id)) throw fieldError('slug', 'blog.slug_taken', 409, 'conflict');
  const { state, publishAt } = placement(data, now, row);
  await db
    .update(blogPosts)
    .set({
      slug: data.slug,
      titleEn: data.title_en,
      titleFr: data.title_fr,
      summaryEn: data.summary_en,
      summaryFr: data.summary_fr,
      bodyEn: data.body_en,
      bodyFr: data.body_fr,
      category: data.category,
      tags: uniqueTags(data.tags),
      coverAltEn: data.cover_alt_en,
      coverAltFr: data.cover_alt_fr,
      state,
      publishAt,
      updatedAt: now,
    })
    .where(eq(blogPosts.id, id));
  return adminPost(db, id, now);
}

/** Deletes a post and its comments; answers the cover files to remove once committed. */
export async function deletePost(db: Db, id: string): Promise<string[]> {
  const row = await lockPost(db, id);
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
  return [row.coverThumb, row.coverCard, row.coverFull].filter((p): p is string => Boolean(p));
}

/** Sets a post's cover (three WebP sizes already stored); answers the post and the previous cover's files. */
export async function setCover(db: Db, id: string, paths: { thumb: string; card: string; full: string }, now: Date): Promise<{ post: BlogPostAdmin; obsolete: string[] }> {
  const row = await lockPost(db, id);
  await db.update(blogPosts).set({ coverThumb: paths.thumb, coverCard: paths.card, coverFull: paths.full, updatedAt: now }).where(eq(blogPosts.id, id));
  const obsolete = [row.coverThumb, row.coverCard, row.coverFull].filter((p): p is string => Boolean(p));
  return { post: await adminPost(db, id, now), obsolete };
}

export async function assertPostExists(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('blog.not_found');
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound('blog.not_found');
}

function toAdminComment(c: CommentRow, post: { titleEn: string; titleFr: string }): BlogCommentAdmin {
  return {
    ...toComment(c),
    email: c.email,
    state: c.state as BlogCommentState,
    user_id: c.userId,
    post_id: c.postId,
    post_title_en: post.titleEn,
    post_title_fr: post.titleFr,
    language: c.language === 'fr' ? 'fr' : 'en',
    moderated_at: c.moderatedAt?.toISOString() ?? null,
  };
}

export async function listAdminComments(db: Db, state: BlogCommentState | 'all', page: number) {
  const where = state === 'all' ? undefined : eq(blogComments.state, state);
  const [rows, [total], [pending]] = await Promise.all([
    db
      .select({ c: blogComments, titleEn: blogPosts.titleEn, titleFr: blogPosts.titleFr })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(where)
      .orderBy(desc(blogComments.createdAt), asc(blogComments.id))
      .limit(BLOG_ADMIN_PAGE_SIZE)
      .offset((page - 1) * BLOG_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(blogComments).where(where),
    db.select({ n: count() }).from(blogComments).where(eq(blogComments.state, 'pending')),
  ]);
  return {
    data: rows.map((r) => toAdminComment(r.c, r)),
    meta: { count: total?.n ?? 0, page, page_size: BLOG_ADMIN_PAGE_SIZE, pending: pending?.n ?? 0 },
  };
}

async function lockComment(db: Db, id: string): Promise<CommentRow> {
  if (!isUuid(id)) throw notFound('blog.comment_not_found');
  const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
  if (!row) throw notFound('blog.comment_not_found');
  return row;
}

/** Approves or rejects a comment (either may be changed later: a rejected comment approved on second thought). */
export async function moderate(db: Db, adminId: string, id: string, state: 'approved' | 'rejected', now: Date): Promise<BlogCommentAdmin> {
  await lockComment(db, id);
  const [row] = await db.update(blogComments).set({ state, moderatedAt: now, moderatedBy: adminId }).where(eq(blogComments.id, id)).returning();
  const [post] = await db.select({ titleEn: blogPosts.titleEn, titleFr: blogPosts.titleFr }).from(blogPosts).where(eq(blogPosts.id, row!.postId));
  return toAdminComment(row!, post!);
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await lockComment(db, id);
  await db.delete(blogComments).where(eq(blogComments.id, id));
}
