// The admin audit log's writer (contract/audit.ts). A route declared with `adminAction(action)` gets one entry per
// successful effect, written by `app.idempotent` inside the effect's transaction (a replay writes none: it is the
// same action). A read that exports people's data calls `app.audit` itself. The entry keeps who, when, what, the
// object's id and the request's fields, long texts cut and anything that looks like a secret left out.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '../../contract/audit.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { adminAudit } from '../db/schema/audit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit log's name for what this admin route does (route-kit `adminAction`). */
    audit?: AuditAction;
  }
  interface FastifyInstance {
    /** Writes the route's audit entry for an answer with `status`, in `db` (the action's transaction). */
    audit: (request: FastifyRequest, db: Db, answer: { status: number; body?: unknown }) => Promise<void>;
  }
}

const TEXT_MAX = 200;
const LIST_MAX = 20;
const SECRET = /password|token|secret|code/i;

/** The request's fields as the log keeps them: shallow, texts cut at 200 characters, lists at 20 items, no secrets. */
export function auditDetail(fields: unknown): Record<string, unknown> {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  const keep = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
    if (value === null || typeof value !== 'object') return value;
    if (depth >= 2) return Array.isArray(value) ? `[${value.length}]` : '{…}';
    if (Array.isArray(value)) return value.slice(0, LIST_MAX).map((v) => keep(v, depth + 1));
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET.test(k)).map(([k, v]) => [k, keep(v, depth + 1)]));
  };
  return keep(fields, 0) as Record<string, unknown>;
}

/** The answer's object as people know it: an email, a title, a name or a subject. */
function labelOf(body: unknown): string | null {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  for (const key of ['email', 'title_en', 'caption_en', 'name', 'farm_name', 'subject', 'slug']) {
    if (typeof fields[key] === 'string' && fields[key]) return (fields[key]).slice(0, 200);
  }
  return null;
}

function targetOf(request: FastifyRequest, body: unknown): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const key of ['id', 'slug']) if (typeof params[key] === 'string') return (params[key]).slice(0, 200);
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const id = data && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An Admin-only route that changes something and names no audit action: refused when the server starts. */
export function unauditedAdminWrite(route: { method: string | string[]; url: string; config?: { auth?: unknown; audit?: unknown } }): string | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const auth = route.config?.auth;
  const adminOnly = Array.isArray(auth) && auth.length > 0 && auth.every((r) => r === 'Admin');
  return adminOnly && !route.config?.audit && methods.some((m) => MUTATING.has(m)) ? `${methods.join(',')} ${route.url}` : null;
}

async function audit(app: FastifyInstance) {
  // Every admin write is audited: a new one that forgets to say its action does not start.
  app.addHook('onRoute', (route) => {
    const missing = unauditedAdminWrite(route);
    if (missing) throw new Error(`${missing}: an Admin route that changes something must use adminAction(...) (route-kit.ts)`);
  });

  app.decorate('audit', async (request: FastifyRequest, db: Db, answer: { status: number; body?: unknown }) => {
    const action = request.routeOptions.config?.audit;
    const user = request.user;
    if (!action || !user) return;
    const body = request.isMultipart?.() ? { upload: true } : request.body;
    const detail = { ...auditDetail(request.query), ...auditDetail(body) };
    await db.insert(adminAudit).values({
      at: app.now(),
      adminId: user.id,
      // The address when they acted: kept if the account goes.
      adminEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${user.id})`,
      action,
      targetId: targetOf(request, answer.body),
      targetLabel: labelOf(answer.body),
      detail,
      status: answer.status,
    });
  });
}

export const auditPlugin = fp(audit, { name: 'audit', fastify: '5.x', dependencies: ['db', 'auth'] });
