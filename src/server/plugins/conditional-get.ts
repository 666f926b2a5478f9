// Conditional GETs for public reads that opt in with `config: { etag: true }`: the answer carries an ETag of
// its bytes, and a client that sends it back in If-None-Match gets 304 with no body. Registered before
// compression, so the tag names the JSON (one tag whatever the encoding) and a 304 is never compressed.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag and honour If-None-Match. Only for answers that do not depend on who asks. */
    etag?: boolean;
  }
}

/** Tags of answers sent as the same Buffer again (a kept answer, modules/catalogue/page-cache.ts): hashed once. */
const tagged = new WeakMap<Buffer, string>();

export function etagOf(payload: string | Buffer): string {
  if (typeof payload === 'string') return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  let etag = tagged.get(payload);
  if (etag === undefined) tagged.set(payload, (etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`));
  return etag;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter.
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

async function conditionalGet(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.etag || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
export const conditionalGetPlugin = fp(conditionalGet, { name: 'conditional-get', fastify: '5.x' });
