// The blog's posts and their readers' comments (migration 0028). The search document is kept by a trigger.
import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    /** Markdown, rendered on the device (never as HTML). */
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverThumb: text('cover_thumb'),
    coverCard: text('cover_card'),
    coverFull: text('cover_full'),
    coverAltEn: text('cover_alt_en').notNull().default(''),
    coverAltFr: text('cover_alt_fr').notNull().default(''),
    /** 'draft', 'published' or 'scheduled'. */
    state: text('state').notNull().default('draft'),
    /** Public from this moment (published or scheduled posts always have one). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    search: tsvector('search'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    check('blog_posts_state_check', sql`${t.state} in ('draft', 'published', 'scheduled')`),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull().references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** The signed-in commenter's account (null: a visitor). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** For the operator only: never in a public answer. */
    email: text('email').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    state: text('state').notNull().default('pending'),
    /** HMAC of the commenter's address (never the address itself). */
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.state, t.createdAt),
    check('blog_comments_state_check', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);
