// POST /api/sync/batch/: a device's waiting changes in one round trip. Each mutation goes through the whole
// route it names (auth, validation, its own Idempotency-Key, its own transaction) exactly as if it had been
// sent alone, in order, so a batch adds no rule of its own: replaying it, or any of its mutations alone,
// answers the same. A refused mutation (4xx) does not stop the ones after it; one the device must retry
// (401, 408, 429, 5xx, in progress elsewhere) stops the batch there, so order is kept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.ts';
import { syncBatchRequest, syncBatchResponse } from '../../../contract/sync.ts';
import type { SyncBatchResult } from '../../../contract/sync-protocol.ts';

function mustStop(status: number, body: unknown): boolean {
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

export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/batch/', {
    onRequest: app.requireAuth,
    schema: {
      tags: ['sync'],
      security: [{ bearer: [] }],
      body: syncBatchRequest,
      response: { 200: syncBatchResponse, 400: errorBody, 401: errorBody },
    },
  }, async (request) => {
    const results: SyncBatchResult[] = [];
    for (const [index, mutation] of request.body.mutations.entries()) {
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
      results.push({
        id: mutation.id,
        status: res.statusCode,
        ...(body !== undefined && { body }),
        ...(Number.isFinite(retryAfter) && { retry_after: retryAfter }),
      });
      if (mustStop(res.statusCode, body)) break;
    }
    return { results };
  });
};
