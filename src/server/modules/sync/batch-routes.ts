// POST /api/sync/batch/: a device's waiting changes in one round trip. Each mutation goes through the whole
// route it names (validation, its own Idempotency-Key, its route's authorisation of every object) exactly as if
// it had been sent alone, in order, so a batch adds no rule of its own: replaying it, or any of its mutations
// alone, answers the same. A refused mutation (4xx) does not stop the ones after it; one the device must retry
// (401, 408, 429, 5xx, in progress elsewhere) stops the batch there, so order is kept.
//
// What a batch saves: a run of consecutive mutations of the caller's own cart and wishlist shares one
// transaction (one commit, one session check, the keys claimed together: shared-transaction.ts); a failing one
// still undoes only itself, and the answers leave only after the commit, so an acknowledged change is durable.
// Every other mutation (orders, quotes, stock, accounts...) runs alone as before, with its own authentication and
// transaction: those take locks others wait on (stock rows, order and quote locks, the agreement chain), change
// the caller's session or role, or work outside the database, and must not do so for the length of a batch.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncBatchRequest, syncBatchResponse, type SyncBatchRequest } from '../../../contract/sync.ts';
import type { SyncBatchResult } from '../../../contract/sync-protocol.ts';
import { errors, signedIn } from '../../lib/route-kit.ts';
import { replayShared } from './shared-transaction.ts';

type BatchMutation = SyncBatchRequest['mutations'][number];

/**
 * Routes whose mutations may share the batch's transaction: they write only the caller's own rows (cart lines,
 * wishlist rows, their idempotency keys and rate-limit counts), take no lock another user's request waits on,
 * and do nothing outside the database (a run may be rolled back and replayed). A route joins this list only once
 * that holds for it.
 */
const SHARED_TRANSACTION_PATHS = ['/product/add-to-cart/', '/product/wishlist/'];
const sharesTransaction = (m: BatchMutation) => SHARED_TRANSACTION_PATHS.some((prefix) => m.path.startsWith(prefix));

function mustStop({ status, body }: SyncBatchResult): boolean {
  const code = (body as { code?: unknown } | null)?.code;
  return status === 401 || status === 408 || status === 429 || status >= 500 || (status === 409 && code === 'idempotency_in_progress');
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One mutation through its route, as the device would have sent it alone. */
async function replay(app: FastifyInstance, request: FastifyRequest, mutation: BatchMutation, index: number): Promise<SyncBatchResult> {
  const headers: Record<string, string> = {
    authorization: request.headers.authorization ?? '',
    'idempotency-key': mutation.id,
    accept: 'application/json',
    'accept-language': mutation.lang ?? request.headers['accept-language'] ?? 'en',
    'x-request-id': `${request.id}.${index}`,
    ...(mutation.headers?.['If-Match'] !== undefined && { 'if-match': mutation.headers['If-Match'] }),
  };
  const hasBody = mutation.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: mutation.method,
    url: `/api${mutation.path}`,
    headers,
    remoteAddress: request.ip,
    ...(hasBody && { payload: JSON.stringify(mutation.body) }),
  });
  const body = parseBody(res.body);
  const retryAfter = Number(res.headers['retry-after']);
  return {
    id: mutation.id,
    status: res.statusCode,
    ...(body !== undefined && { body }),
    ...(Number.isFinite(retryAfter) && { retry_after: retryAfter }),
  };
}

export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/batch/', {
    ...signedIn(),
    schema: {
      tags: ['sync'],
      body: syncBatchRequest,
      response: { 200: syncBatchResponse, ...errors(400) },
    },
  }, async (request) => {
    const { mutations } = request.body;
    const results: SyncBatchResult[] = [];
    while (results.length < mutations.length) {
      const next = results.length;
      let answered: SyncBatchResult[];
      if (sharesTransaction(mutations[next]!)) {
        let end = next;
        while (end < mutations.length && sharesTransaction(mutations[end]!)) end++;
        const run = mutations.slice(next, end).map((mutation, i) => ({ id: mutation.id, replay: () => replay(app, request, mutation, next + i) }));
        try {
          answered = await replayShared(app, request, run, mustStop);
        } catch (err) {
          // The shared transaction did not commit: what came before it stands, the rest is sent again later.
          if (results.length === 0) throw err;
          request.log.warn({ err }, 'batch: a shared transaction failed');
          break;
        }
      } else {
        answered = [await replay(app, request, mutations[next]!, next)];
      }
      results.push(...answered);
      if (mustStop(answered.at(-1)!)) break;
    }
    return { results };
  });
};
