// The drainer: sends the signed-in user's outbox entries in seq order, once each (Idempotency-Key = entry id),
// and decides per answer (ARCHITECTURE 'Offline sync' 3-4). Runs in the page, the service worker and Node tests.
import { applierFor } from './appliers.ts';
import { isMultipartBody, type LocalSession, type OutboxEntry } from './db.ts';
import { BUSY, defaultLock } from './drain-lock.ts';
import { apiUrl, readJson, storedTokenRefresh, type SyncClientOptions } from './http.ts';
import { IDEMPOTENCY_KEY_HEADER, SYNC_BATCH_PATH, type SyncBatchResult } from '@contract/sync-protocol.ts';
import { isPaused, META, writeMeta } from './meta.ts';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Without a network the wait stays short (1, 2, then 4 s): failing fast costs nothing, and when the signal
 * returns the change should leave within seconds, not after a backoff that grew during hours offline. */
export const NETWORK_BACKOFF_STEPS = 3;

export interface DrainReport {
  sent: number;
  /** Of those sent, the ones whose answer carried all they changed: no pull is needed to see them. */
  settled: number;
  rejected: number;
  /** Another tab or the service worker was draining. */
  busy: boolean;
  /** The refresh token was refused: nothing is sent until the same user signs in again. */
  paused: boolean;
  /** When the first waiting entry may be tried again (backoff), if any. */
  nextAttemptAt: number | null;
  /** The last attempt could not reach the server. */
  networkFailed: boolean;
}

export interface DrainerOptions extends SyncClientOptions {
  random?: () => number;
  /** Pass null to force the lease fallback (tests, browsers without Web Locks). */
  locks?: LockManager | null;
  /** Called when draining starts or ends, with the report at the end. */
  onChange?: (state: { draining: boolean; report?: DrainReport }) => void;
  /** Set a timer for the next backoff attempt (default true; tests drive time themselves). */
  autoSchedule?: boolean;
  timeoutMs?: number;
  /** Waiting entries sent per request through POST /api/sync/batch/ (each still with its own key); 1 sends
   * each alone. Entries with files always go alone. */
  batchSize?: number;
}

export interface Drainer {
  drain(): Promise<DrainReport>;
  /** Clear the backoff of waiting entries (signal back, app start) and drain. */
  wake(): Promise<DrainReport>;
  stop(): void;
}

type Outcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'unauthorized' }
  | { kind: 'rejected'; status: number; message: string; body: unknown }
  | { kind: 'retry'; status: number; message: string; retryAfterMs: number | null };

const emptyReport = (): DrainReport => ({ sent: 0, settled: 0, rejected: 0, busy: false, paused: false, nextAttemptAt: null, networkFailed: false });

/** What the device does with one answer, sent alone or inside a batch. */
function outcomeOf(entry: OutboxEntry, status: number, body: unknown, retryAfter: number | null): Outcome {
  if ((status >= 200 && status < 300) || (status === 404 && entry.method === 'DELETE')) return { kind: 'done', body: status < 300 ? body : undefined };
  if (status === 401) return { kind: 'unauthorized' };
  const { message = `HTTP ${status}`, code } = (body as { message?: string; code?: string } | undefined) ?? {};
  // 'in progress' means the server is still applying this very change (a copy sent before): ask again later.
  const inProgress = status === 409 && code === 'idempotency_in_progress';
  if (status === 408 || status === 429 || status >= 500 || inProgress) return { kind: 'retry', status, message, retryAfterMs: retryAfter };
  return { kind: 'rejected', status, message, body };
}

function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function backoffMs(attempts: number, random: () => number): number {
  const capped = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(capped * (0.5 + random() / 2)); // jitter: half to full, so clients do not come back together
}

/**
 * Whether a pull should follow a drain: a refusal (the server's rows are the truth again), or a change whose answer
 * did not carry all it changed (an order moves stock, an accepted quote makes an order). Answers that carried their
 * row are in Dexie already; other devices' changes come by the live stream or the timed pull.
 */
export function drainLeftSomethingToPull(report: Pick<DrainReport, 'sent' | 'settled' | 'rejected'>): boolean {
  return report.rejected > 0 || report.sent > report.settled;
}

export function createDrainer(opts: DrainerOptions): Drainer {
  const { db, fetch: fetchFn, baseUrl = '', now = Date.now, random = Math.random, onChange, autoSchedule = true, timeoutMs = 30_000, batchSize = 1 } = opts;
  const refresh = opts.refresh ?? storedTokenRefresh(db, fetchFn, baseUrl);
  const lock = defaultLock(db, now, opts.locks);
  let running: Promise<DrainReport> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const nextEntry = (userId: string) =>
    db.local_outbox
      .where('userId')
      .equals(userId)
      .filter((e) => e.state === 'pending')
      .first();

  async function send(entry: OutboxEntry, session: LocalSession): Promise<Outcome> {
    const headers: Record<string, string> = {
      ...entry.headers,
      Accept: 'application/json',
      'Accept-Language': entry.lang,
      Authorization: `Bearer ${session.access}`,
      [IDEMPOTENCY_KEY_HEADER]: entry.id,
    };
    const hasBody = entry.body !== null && entry.body !== undefined;
    let payload: BodyInit | undefined;
    if (isMultipartBody(entry.body)) {
      // The browser sets Content-Type with the boundary. A stored photo the browser can no longer read (storage
      // evicted, a blob from another realm) must not throw out of the drain: it is retried later like a network
      // failure, and the entry stays visible in the outbox.
      try {
        const form = new FormData();
        form.append('data', JSON.stringify(entry.body.data));
        for (const file of entry.body.files) form.append(file.field, file.blob, file.name);
        payload = form;
      } catch (err) {
        return { kind: 'retry', status: 0, message: err instanceof Error ? err.message : 'unreadable file', retryAfterMs: null };
      }
    } else if (hasBody) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(entry.body);
    }
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), timeoutMs);
    let res: Response;
    try {
      res = await fetchFn(apiUrl(baseUrl, entry.path), {
        method: entry.method,
        headers,
        body: payload,
        signal: abort.signal,
      });
    } catch (err) {
      return { kind: 'retry', status: 0, message: err instanceof Error ? err.message : 'network', retryAfterMs: null };
    } finally {
      clearTimeout(timeout);
    }
    return outcomeOf(entry, res.status, await readJson(res), retryAfterMs(res.headers.get('Retry-After'), now()));
  }

  /** The entries that may leave together with `first`: consecutive, due, without files. */
  async function dueGroup(userId: string, first: OutboxEntry): Promise<OutboxEntry[]> {
    if (batchSize <= 1 || isMultipartBody(first.body)) return [first];
    const waiting = await db.local_outbox
      .where('userId')
      .equals(userId)
      .filter((e) => e.state === 'pending')
      .limit(batchSize)
      .toArray();
    const group: OutboxEntry[] = [];
    for (const e of waiting) {
      if (isMultipartBody(e.body) || e.nextAttemptAt > now()) break;
      group.push(e);
    }
    return group[0]?.id === first.id ? group : [first];
  }

  /** Sends a group in one request; answers the outcome of each entry the server attempted, in order. A batch the
   * server cannot take (an older server, too large) falls back to sending the first entry alone. */
  async function sendBatch(group: OutboxEntry[], session: LocalSession): Promise<Array<[OutboxEntry, Outcome]>> {
    const first = group[0]!;
    const mutations = group.map((e) => ({
      id: e.id,
      method: e.method,
      path: e.path,
      ...(e.body !== null && e.body !== undefined && { body: e.body }),
      ...(e.headers?.['If-Match'] !== undefined && { headers: { 'If-Match': e.headers['If-Match'] } }),
      lang: e.lang,
    }));
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), timeoutMs);
    let res: Response;
    try {
      res = await fetchFn(apiUrl(baseUrl, SYNC_BATCH_PATH), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': first.lang, Authorization: `Bearer ${session.access}` },
        body: JSON.stringify({ mutations }),
        signal: abort.signal,
      });
    } catch (err) {
      return [[first, { kind: 'retry', status: 0, message: err instanceof Error ? err.message : 'network', retryAfterMs: null }]];
    } finally {
      clearTimeout(timeout);
    }
    const body = await readJson(res);
    const results = (body as { results?: SyncBatchResult[] } | undefined)?.results;
    if (res.status === 200 && Array.isArray(results) && results.length > 0) {
      return results.slice(0, group.length).map((r, i) => [group[i]!, outcomeOf(group[i]!, r.status, r.body, typeof r.retry_after === 'number' ? r.retry_after * 1000 : null)]);
    }
    if (res.status === 401 || res.status === 408 || res.status === 429 || res.status >= 500) {
      return [[first, outcomeOf(first, res.status, body, retryAfterMs(res.headers.get('Retry-After'), now()))]];
    }
    return [[first, await send(first, session)]];
  }

  /** Resolves to true when the answer carried all the entry changed. */
  async function confirm(entry: OutboxEntry, response: unknown): Promise<boolean> {
    return db.transaction('rw', [db.local_outbox, ...db.syncedTables], async () => {
      await db.local_outbox.where('id').equals(entry.id).delete();
      return (await applierFor(entry.kind)({ db, entry, response })) === true;
    });
  }

  async function postpone(entry: OutboxEntry, status: number, message: string, waitMs: number | null) {
    const offline = status === 0;
    const attempts = offline ? entry.attempts : entry.attempts + 1;
    const networkFailures = (entry.networkFailures ?? 0) + (offline ? 1 : 0);
    const steps = offline ? Math.min(networkFailures, NETWORK_BACKOFF_STEPS) : attempts;
    const delay = waitMs === null ? backoffMs(steps, random) : Math.max(waitMs, BACKOFF_BASE_MS);
    await db.local_outbox
      .where('id')
      .equals(entry.id)
      .modify({ attempts, networkFailures, lastStatus: status || null, lastError: message, nextAttemptAt: now() + delay });
  }

  async function pause(session: LocalSession) {
    await writeMeta(db, META.outboxPaused, { userId: session.user.id, access: session.access });
  }

  async function loop(renew: () => Promise<void>): Promise<DrainReport> {
    const report = emptyReport();
    let refreshedFor: string | null = null;
    for (;;) {
      await renew();
      const session = await db.local_session.get('current'); // read at send time: tokens change
      if (!session) return report;
      if (await isPaused(db, session)) return { ...report, paused: true };
      const entry = await nextEntry(session.user.id);
      if (!entry) return report;
      // Order kept: a waiting entry holds back every later one of the same user.
      if (entry.nextAttemptAt > now()) return { ...report, nextAttemptAt: entry.nextAttemptAt };
      const group = await dueGroup(session.user.id, entry);
      const attempted: Array<[OutboxEntry, Outcome]> = group.length > 1 ? await sendBatch(group, session) : [[entry, await send(entry, session)]];
      for (const [sent, outcome] of attempted) {
        report.networkFailed = outcome.kind === 'retry' && outcome.status === 0;
        if (outcome.kind === 'done') {
          if (await confirm(sent, outcome.body)) report.settled++;
          report.sent++;
          continue;
        }
        if (outcome.kind === 'rejected') {
          await db.local_outbox
            .where('id')
            .equals(sent.id)
            .modify({ state: 'rejected', lastStatus: outcome.status, lastError: outcome.message, lastBody: outcome.body, attempts: sent.attempts + 1 });
          report.rejected++;
          continue;
        }
        // Order kept: nothing after an entry that must wait is handled in this pass.
        if (outcome.kind === 'retry') {
          await postpone(sent, outcome.status, outcome.message, outcome.retryAfterMs);
        } else if (refreshedFor === sent.id) {
          await pause(session); // a fresh token was refused too
          return { ...report, paused: true };
        } else {
          refreshedFor = sent.id;
          const refreshed = await refresh();
          if (refreshed === 'refused') {
            await pause(session);
            return { ...report, paused: true };
          }
          if (refreshed === 'network') await postpone(sent, 401, 'token refresh failed', null);
        }
        break;
      }
    }
  }

  function schedule(report: DrainReport) {
    if (!autoSchedule) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const at = report.busy ? now() + 5_000 : report.nextAttemptAt;
    if (at !== null) timer = setTimeout(() => void drain(), Math.max(0, at - now()));
  }

  async function runOnce(): Promise<DrainReport> {
    onChange?.({ draining: true });
    let report = emptyReport();
    try {
      const result = await lock.run(loop);
      report = result === BUSY ? { ...report, busy: true } : result;
      return report;
    } finally {
      schedule(report);
      onChange?.({ draining: false, report });
    }
  }

  /** Concurrent calls in one instance share a run; a call during a run asks for one more pass after it. */
  function drain(): Promise<DrainReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = emptyReport();
      do {
        again = false;
        const r = await runOnce();
        total = { ...r, sent: total.sent + r.sent, settled: total.settled + r.settled, rejected: total.rejected + r.rejected };
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    async wake() {
      // The signal is back or the app just started: waiting entries may go now.
      await db.local_outbox.where('state').equals('pending').modify((e) => {
        e.nextAttemptAt = Math.min(e.nextAttemptAt, now());
      });
      return drain();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
