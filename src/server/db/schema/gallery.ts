// The gallery's photos (migration 0030): captions and alt texts in both languages, a credit line, the order and
// whether visitors see it; the picture is three WebP files through the product photo pipeline.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    captionEn: text('caption_en').notNull(),
    captionFr: text('caption_fr').notNull(),
    /** For screen readers; empty: the caption is read. */
    altEn: text('alt_en').notNull().default(''),
    altFr: text('alt_fr').notNull().default(''),
    /** A place or a farm, as the operator writes it ('' for none). */
    credit: text('credit').notNull().default(''),
    /** The order, from 0; ties (none after a move) fall back on the creation time. */
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(true),
    imageThumb: text('image_thumb').notNull(),
    imageCard: text('image_card').notNull(),
    imageFull: text('image_full').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_photos_order_idx').on(t.position, t.createdAt),
    check('gallery_photos_lengths_check', sql`length(${t.captionEn}) <= 200 AND length(${t.captionFr}) <= 200`),
  ],
);
