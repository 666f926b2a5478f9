// Exactly-once mutations (ARCHITECTURE 'Offline sync' 5). Handlers run their effect through `app.idempotent`, which
// opens the transaction, claims the Idempotency-Key, runs the effect with that transaction and stores the answer
// before committing: the effect and its stored answer exist together or not at all.
//
// Scope: `user:<id>` when signed in. Anonymous calls (register, login, password reset, refresh) are scoped by an HMAC
// of the identity the caller sends itself (email, identifier, refresh or reset token), never by IP (it changes when a
// phone comes back online). The fingerprint covers the whole body, and the stored answer is encrypted under a key
// derived from the whole request, so a replayed login only ever answers someone who sent the same credentials, and
// the tokens in stored answers cannot be read from the database alone.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/sync.ts';
import { sqlRows, type Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { currentBatchScope } from '../lib/batch-scope.ts';
import { isUuid } from '../lib/route-kit.ts';
import { errorAnswer } from './errors.ts';
import { HttpError } from '../lib/http-error.ts';
import fp from 'fastify-plugin';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Effect = (tx: Db) => Promise<Answer>;
export interface IdempotentOptions {
  /** Replaces the parsed body in the fingerprint when the request is not plain JSON (multipart: the data field and
   * a hash of every file), so the same key with other files is a mismatch. */
  fingerprint?: unknown;
  /** Runs after the effect committed and before the answer is sent (not on a replay), e.g. to delete files the
   * change made obsolete. Its failure is logged, never answered. */
  afterCommit?: (answer: Answer) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `effect` in one transaction, exactly once per Idempotency-Key, and sends its answer. */
    idempotent: (request: FastifyRequest, reply: FastifyReply, effect: Effect, opts?: IdempotentOptions) => Promise<void>;
  }
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** Identity fields of anonymous calls, in order of preference. */
const ANONYMOUS_IDENTITY = ['email', 'identifier', 'refreshToken', 'reset_token'] as const;

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!isUuid(value)) throw new HttpError(400, 'idempotency_key_invalid', 'idempotency.key_invalid');
  return value.toLowerCase();
}

/**
 * 4xx answers are part of the effect and are replayed; 408 and 429 mean "try again later", and 412/428 depend on
 * the If-Match header (outside the fingerprint): the same change re-sent with a newer revision must run again.
 */
const RETRYABLE = new Set([408, 412, 428, 429]);
const storable = (status: number) => status >= 400 && status < 500 && !RETRYABLE.has(status);

async function runEffect(request: FastifyRequest, tx: Db, effect: Effect): Promise<Answer> {
  try {
    const answer = await effect(tx);
    // An admin action's audit entry is part of its effect (plugins/audit.ts).
    if (answer.status < 400 && request.routeOptions.config?.audit) await request.server.audit(request, tx, answer);
    return answer;
  } catch (err) {
    const answer = errorAnswer(request, err);
    // Writes the effect made before refusing (e.g. a counted failed sign-in) commit with the refusal, as without a key.
    if (storable(answer.status) || RETRYABLE.has(answer.status)) return answer;
    throw err;
  }
}

async function send(reply: FastifyReply, answer: Answer, replayed: boolean): Promise<void> {
  if (answer.headers) reply.headers(answer.headers);
  if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  await reply.code(answer.status).send(answer.body);
}

async function idempotency(app: FastifyInstance, opts: { secret: string }) {
  const hmac = (label: string, ...parts: string[]) => createHmac('sha256', opts.secret).update([label, ...parts].join('\0')).digest();

  function encrypt(key: Buffer, answer: Answer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }
  function decrypt(key: Buffer, stored: string): Answer {
    const raw = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Answer;
  }

  function scopeOf(request: FastifyRequest): string {
    if (request.user) return userScope(request.user.id);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = ANONYMOUS_IDENTITY.find((f) => typeof body[f] === 'string');
    const identity = field ? String(body[field]).trim().toLowerCase() : '';
    return `anon:${hmac('scope', identity).toString('hex').slice(0, 32)}`;
  }

  // Reject a malformed key before anything else happens, on every mutating call.
  app.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method)) keyOf(request);
  });

  // Keys being processed by this process: a duplicate arriving meanwhile is told to come back (409). Across
  // processes (PostgreSQL) the advisory lock below does the same; PGlite runs one transaction at a time, so there
  // this set is what answers the duplicate instead of making it wait.
  const inFlight = new Set<string>();

  /** A transaction of its own, or, for a mutation of a batch, the batch's (modules/sync/shared-transaction.ts). */
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    const batch = currentBatchScope();
    return batch ? work(batch.db) : app.db.transaction(work);
  };

  app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply, effect: Effect, opts: IdempotentOptions = {}) => {
    const afterCommit = async (answer: Answer) => {
      if (!opts.afterCommit) return;
      const work = () => opts.afterCommit!(answer).catch((err: unknown) => request.log.error({ err }, 'after-commit work failed'));
      // Inside a batch's shared transaction, "committed" is when the batch commits.
      const batch = currentBatchScope();
      if (batch) batch.afterCommit.push(work);
      else await work();
    };
    const key = keyOf(request);
    if (!key) {
      const answer = await transaction((tx) => runEffect(request, tx, effect));
      await afterCommit(answer);
      return send(reply, answer, false);
    }

    const scope = scopeOf(request);
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    const material = `${request.method} ${path}\n${canonicalJson(opts.fingerprint === undefined ? request.body : opts.fingerprint)}`;
    const fingerprint = hmac('fingerprint', material).toString('hex');
    const cipherKey = hmac('answer', scope, key, material);
    const slot = `${scope}|${key}`;
    const inProgress = () => new HttpError(409, 'idempotency_in_progress', 'idempotency.in_progress');
    if (inFlight.has(slot)) throw inProgress();
    inFlight.add(slot);
    try {
      const { answer, replayed } = await transaction(async (tx) => {
        // A batch claimed its keys together when it opened its transaction (claimKeys below).
        const { locked, stored } = currentBatchScope()?.claims.get(slot) ?? (await claimKeys(tx, scope, [key])).get(slot)!;
        if (!locked) throw inProgress();
        if (stored) {
          if (stored.fingerprint !== fingerprint) throw new HttpError(422, 'idempotency_mismatch', 'idempotency.mismatch');
          return { answer: decrypt(cipherKey, stored.response), replayed: true };
        }
        const answer = await runEffect(request, tx, effect);
        if (answer.status < 400 || storable(answer.status)) {
          const kept: Answer = { status: answer.status, body: answer.body };
          const row = { scope, key, fingerprint, status: answer.status, response: encrypt(cipherKey, kept), createdAt: app.now() };
          // In a batch's run, the answers are stored together at its end (storeAnswers); the same key again later in
          // the run is answered from this one, as it would be once stored.
          const batch = currentBatchScope();
          if (batch) {
            batch.answers.push(row);
            batch.claims.set(slot, { locked: true, stored: row });
          } else await tx.insert(idempotencyKeys).values(row);
        }
        return { answer, replayed: false };
      });
      if (!replayed) await afterCommit(answer);
      return send(reply, answer, replayed);
    } finally {
      inFlight.delete(slot);
    }
  });
}
export const idempotencyPlugin = fp(idempotency, { name: 'idempotency', fastify: '5.x', dependencies: ['db', 'auth', 'audit'] });

/** An answer kept for its Idempotency-Key (encrypted). */
export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** Whether this transaction holds a key's lock (none other is applying it), and the answer stored for it. */
export interface KeyClaim {
  locked: boolean;
  stored: StoredAnswer | undefined;
}

/** Stores a batch run's answers in one statement, in its transaction (modules/sync/shared-transaction.ts). */
export async function storeAnswers(tx: Db, answers: StoredAnswer[]): Promise<void> {
  if (answers.length) await tx.insert(idempotencyKeys).values(answers);
}

/**
 * Takes the transaction-level lock of each key of `scope` (without waiting: a key held elsewhere is in progress),
 * then reads the answers stored for them: two statements however many keys. Keyed by slot, `scope|key`.
 */
export async function claimKeys(tx: Db, scope: string, keys: string[]): Promise<Map<string, KeyClaim>> {
  const slots = keys.map((key) => `${scope}|${key}`);
  const rows = await sqlRows<{ slot: string; locked: boolean }>(
    tx,
    sql`select slot, pg_try_advisory_xact_lock(hashtextextended(slot, 0)) as locked from (values ${sql.join(slots.map((s) => sql`(${s})`), sql`, `)}) as claimed(slot)`,
  );
  const held = new Set(rows.filter((r) => r.locked).map((r) => r.slot));
  const stored = held.size
    ? await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), inArray(idempotencyKeys.key, keys.filter((_, i) => held.has(slots[i]!)))))
    : [];
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return new Map(keys.map((key, i) => [slots[i]!, { locked: held.has(slots[i]!), stored: byKey.get(key) }]));
}

/** The scope of a signed-in caller's keys. */
export const userScope = (userId: string) => `user:${userId}`;

/** Keys older than the retention (90 days) are dropped hourly by main.ts. */
export async function pruneIdempotencyKeys(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
