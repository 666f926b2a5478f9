// The pull half of offline sync (ARCHITECTURE 'Offline sync' 7): GET /api/sync/changes?cursor=&limit=.
import { z } from 'zod';
import { SYNC_BATCH_MAX, SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX, SYNC_STREAMS, SYNC_TABLES } from './sync-protocol.ts';
import { storableString } from './text.ts';

// The names both ends share live in the zod-free module (the service worker and the first bundle read them there).
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX, SYNC_STREAMS, SYNC_TABLES, type SyncStream, type SyncTable } from './sync-protocol.ts';

export const syncQuery = z.object({
  /** Opaque; absent or empty = from the beginning. */
  cursor: storableString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_DEFAULT),
  /** Which tables (sync-protocol.ts SYNC_STREAMS); absent = all of them. */
  stream: z.enum(SYNC_STREAMS).default('all'),
  /**
   * Main only: the cursor the caller's head start (the scoped stream) ended at. Products the head start delivered
   * and that have not changed since come as `held` (id and version, no row). Ignored when not such a cursor.
   */
  held: storableString().max(200).optional(),
});

export const syncChangeSchema = z.object({
  table: z.enum(SYNC_TABLES),
  /** `held`: the caller's head start delivered this row at this version (asked with `held`); no row is sent. */
  op: z.enum(['upsert', 'delete', 'held']),
  id: z.string(),
  version: z.number().int(),
  /** The row in the shape of the table's contract schema (productSchema, cartItemSchema...); absent for deletes. */
  row: z.record(z.string(), z.unknown()).optional(),
});
export type SyncChange = z.infer<typeof syncChangeSchema>;

export const syncResponse = z.object({
  changes: z.array(syncChangeSchema),
  cursor: z.string(),
  has_more: z.boolean(),
  /** True when the given cursor was unknown or too old: drop every synced table and apply these changes from scratch. */
  reset: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponse>;

export const IDEMPOTENCY_KEY_TTL_DAYS = 90;

/** Headers an entry of a batch may carry, as sent alone (If-Match for edits made from a known revision). */
const batchHeaders = z.object({ 'If-Match': storableString().max(100).optional() }).strict();

export const syncBatchRequest = z.object({
  mutations: z
    .array(
      z.object({
        /** The entry's Idempotency-Key. */
        id: storableString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
        method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
        /** An API path below /api, as the entry would be sent alone; never the batch itself. */
        path: storableString()
          .max(500)
          .regex(/^\/(?!sync\/)(?![^?]*(\.\.|\/\/))[A-Za-z0-9_\-./]*(\?[A-Za-z0-9_\-.=&%]*)?$/),
        body: z.unknown().optional(),
        headers: batchHeaders.optional(),
        lang: z.enum(['en', 'fr']).optional(),
      }),
    )
    .min(1)
    .max(SYNC_BATCH_MAX)
    .refine((list) => new Set(list.map((m) => m.id.toLowerCase())).size === list.length, { message: 'validation.invalid' }),
});
export type SyncBatchRequest = z.infer<typeof syncBatchRequest>;

export const syncBatchResponse = z.object({
  results: z.array(
    z.object({ id: z.string(), status: z.number().int(), body: z.unknown().optional(), retry_after: z.number().optional() }),
  ),
});
