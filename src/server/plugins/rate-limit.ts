// Request rate limits on /api, counted in the database (throttle_counters) so every server process shares one
// count: registrations per address, writes per user and per address, reads per address. Over a limit: 429 with
// Retry-After and a message in the caller's language.
//
// Not @fastify/rate-limit: it keeps one counter per request, and a write here is counted twice (per user, known
// only after the route's auth hook, and per address). Writes cost one upsert per counter; reads are sent in
// batches (sharedCounter below), so the hot read path mostly costs no query.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { addToCounters, countAttempts, throttled, type FixedWindow } from '../lib/throttle.ts';
import fp from 'fastify-plugin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REGISTRATION_ROUTES = new Set(['/api/account/register/']);
/** Load balancers ask often from one address. */
const EXEMPT = new Set(['/api/health']);

const limited = (request: FastifyRequest) => {
  const path = request.url.split('?', 1)[0]!;
  return path.startsWith('/api/') && !EXEMPT.has(path.replace(/\/+$/, ''));
};

const SYNC_MS = 250;
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Counts requests per key in the shared counter without a query per request. A process serves from what it last
 * learnt of the shared count plus what it served since; it sends what it served at most SYNC_MS later (one
 * statement for every key), and counts exactly, learning the total back, the first request of a window, the first
 * after SYNC_MS, and each one within the last tenth of the limit. So several processes together serve at most the
 * limit plus what the others served in the last SYNC_MS. `hit` answers 0 (served) or the seconds to wait.
 */
function sharedCounter(db: Db, policy: FixedWindow, now: () => Date, log: FastifyBaseLogger) {
  type Entry = { pending: number; known: number; until: number; syncedAt: number };
  const local = new Map<string, Entry>();
  const margin = Math.max(1, Math.ceil(policy.max / 10));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<unknown> = Promise.resolve();

  /** Sends `amounts` and takes the totals back; entries still pending what they served meanwhile keep it. */
  async function send(amounts: Map<string, number>, entries: Map<string, Entry>, t: number): Promise<Map<string, number>> {
    const totals = await addToCounters(db, policy, amounts, now());
    const known = new Map<string, number>();
    for (const [key, total] of totals) {
      Object.assign(entries.get(key)!, { known: total.count, until: total.until.getTime(), syncedAt: t });
      known.set(key, total.count);
    }
    return known;
  }

  async function flush(): Promise<void> {
    timer = null;
    const amounts = new Map<string, number>();
    const t = now().getTime();
    for (const [key, entry] of local) {
      if (entry.pending > 0) amounts.set(key, entry.pending);
      else if (entry.until <= t) local.delete(key);
      entry.pending = 0;
    }
    await send(amounts, new Map(local), t);
  }

  async function hit(key: string): Promise<number> {
    const t = now().getTime();
    let entry = local.get(key);
    if (!entry || entry.until <= t) local.set(key, (entry = { pending: 0, known: 0, until: 0, syncedAt: 0 }));
    const synced = entry.until > t; // this process knows the shared count of the current window
    if (synced && entry.known + entry.pending >= policy.max) return secondsUntil(entry.until, t);
    if (synced && t - entry.syncedAt < SYNC_MS && entry.known + entry.pending + 1 <= policy.max - margin) {
      entry.pending += 1;
      timer ??= setTimeout(() => {
        flushing = flush().catch((err: unknown) => log.warn({ err }, 'rate limit: sending the read counts failed'));
      }, SYNC_MS);
      return 0;
    }
    const served = entry.pending + 1;
    entry.pending = 0;
    const count = (await send(new Map([[key, served]]), new Map([[key, entry]]), t)).get(key)!;
    return count > policy.max ? secondsUntil(entry.until, t) : 0;
  }

  async function close(): Promise<void> {
    if (timer) clearTimeout(timer);
    await flushing;
  }
  return { hit, close };
}

async function rateLimits(app: FastifyInstance, opts: { limits: Config['rateLimits'] }) {
  const { registrationsPerHour, userWritesPerMinute, addressWritesPerMinute, addressReadsPerMinute } = opts.limits;
  const registrations: FixedWindow = { kind: 'rate_register', max: registrationsPerHour, windowS: 3600 };
  const addressWrites: FixedWindow = { kind: 'rate_write_address', max: addressWritesPerMinute, windowS: 60 };
  const userWrites: FixedWindow = { kind: 'rate_write_user', max: userWritesPerMinute, windowS: 60 };
  const addressReads: FixedWindow = { kind: 'rate_read_address', max: addressReadsPerMinute, windowS: 60 };

  const reads = sharedCounter(app.db, addressReads, app.now, app.log);
  app.addHook('onClose', reads.close);

  async function enforce(checks: Array<readonly [FixedWindow, string]>): Promise<void> {
    const active = checks.filter(([policy]) => policy.max > 0);
    if (active.length === 0) return;
    const wait = await countAttempts(app.db, active, app.now());
    if (wait) throw throttled(wait, 'error.too_many_requests');
  }

  app.addHook('onRequest', async (request) => {
    if (!limited(request)) return;
    if (!WRITES.has(request.method)) {
      const wait = addressReads.max > 0 ? await reads.hit(request.ip) : 0;
      if (wait) throw throttled(wait, 'error.too_many_requests');
      return;
    }
    const checks: Array<readonly [FixedWindow, string]> = [[addressWrites, request.ip]];
    if (REGISTRATION_ROUTES.has(request.routeOptions.url ?? '')) checks.push([registrations, request.ip]);
    return enforce(checks);
  });
  // The caller is known once the route's own onRequest (requireAuth) has run.
  app.addHook('preHandler', async (request) => {
    if (request.user && WRITES.has(request.method) && limited(request)) await enforce([[userWrites, request.user.id]]);
  });
}
export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limit', fastify: '5.x', dependencies: ['db'] });
