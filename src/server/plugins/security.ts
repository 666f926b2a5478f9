// Security headers: a CSP the SPA works under, HSTS only on requests that arrived over TLS, and no-store on every
// private API answer.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers @fastify/helmet sets with `options`, learnt once on a throwaway instance. The plugin builds helmet's
 * middleware again on every request (~15 µs, the CSP parsed each time: a sixth of a kept product list answer's CPU);
 * nothing in ours depends on the request (no nonces, no per-route helmet options), so every request gets the same.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string | number | string[]]>> {
  const probe = Fastify({ logger: false });
  let headers: Array<[string, string | number | string[]]> = [];
  try {
    await probe.register(helmet, options);
    // After helmet's own onRequest hooks: what they put on the response, before Fastify adds its own.
    probe.addHook('onRequest', async (_request, reply) => {
      headers = Object.entries(reply.raw.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
    });
    probe.get('/', async () => '');
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (!headers.some(([name]) => name === 'content-security-policy')) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

async function securityHeaders(app: FastifyInstance) {
  // Photos stored in S3 are loaded from its public address (a CDN or the bucket).
  const uploadOrigins = app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : [];
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...uploadOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Set below, only when the request came over TLS (directly or through a trusted proxy).
    hsts: false,
  });
  // The same headers on every route: a route's own helmet options would need their own set.
  app.addHook('onRoute', (route) => {
    if ((route as { helmet?: unknown }).helmet !== undefined) throw new Error(`${route.url}: per-route helmet options are not supported (plugins/security.ts)`);
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return payload;
    const publicRead = isPublicRead(request, reply.getHeader('cache-control'));
    // A public read answers signed-in callers too: caches must keep the two apart.
    if (publicRead) reply.header('vary', appendVary(reply.getHeader('vary'), 'Authorization'));
    if (!publicRead || request.headers.authorization !== undefined || reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * A read whose answer is the same for everyone: the routes that opt in to conditional GETs (`config.etag`, which
 * promises exactly that), the OpenAPI document, and routes that declare themselves `public` in Cache-Control.
 * Everything else under /api (accounts, cart, orders, quotes, seller, admin, sync, 404s) is private.
 */
function isPublicRead(request: FastifyRequest, cacheControl: unknown): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.routeOptions.url;
  if (!url) return false;
  return request.routeOptions.config?.etag === true || url.startsWith('/api/docs') || (typeof cacheControl === 'string' && /(^|,)\s*public\b/.test(cacheControl));
}

function appendVary(current: unknown, field: string): string {
  const list = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === field.toLowerCase())) return list.join(', ');
  return [...list, field].join(', ');
}
export const securityPlugin = fp(securityHeaders, { name: 'security', fastify: '5.x' });
