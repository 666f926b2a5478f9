// The public site's tables (migration 0027): newsletter subscribers and their link tokens, the editable privacy
// policy and terms, and the maintenance switch.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** 'en' or 'fr': the language they subscribed in, and the mails' language. */
    language: text('language').notNull(),
    /** 'pending' (asked, not confirmed), 'confirmed' or 'unsubscribed'. */
    status: text('status').notNull().default('pending'),
    /** The last time they asked to subscribe. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When they confirmed from the mailed link: their express consent. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** HMAC of the address they last asked from (never the address itself). */
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('newsletter_subscribers_email_unique').on(t.email),
    index('newsletter_subscribers_status_idx').on(t.status, t.createdAt.desc()),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscribers_language_check', sql`${t.language} in ('en', 'fr')`),
  ],
);

/** SHA-256 of the random tokens mailed in links; the tokens themselves are never kept. */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** 'confirm' or 'unsubscribe'. */
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
    /** Confirm links expire; unsubscribe links never do. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_tokens_subscriber_idx').on(t.subscriberId), check('newsletter_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`)],
);

/** The privacy policy ('privacy') and terms ('terms') as the operator edited them, in markdown. */
export const sitePages = pgTable(
  'site_pages',
  {
    slug: text('slug').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_pages_slug_check', sql`${t.slug} in ('privacy', 'terms')`)],
);

/** One row: maintenance as switched from the console (the environment's MAINTENANCE=1 also switches it on). */
export const maintenanceMode = pgTable('maintenance_mode', {
  id: boolean('id').primaryKey().default(true),
  enabled: boolean('enabled').notNull().default(false),
  until: timestamp('until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
