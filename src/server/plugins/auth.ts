// Access tokens (JWT HS256, 15 min) and the hooks that guard routes: requireAuth, requireRole, and the route option
// `config: { auth }` that puts one of them on a route together with its OpenAPI security and 401 answer.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_CLOCK_SKEW_S, ACCESS_TOKEN_TTL_S } from '../../contract/constants.ts';
import { hasAnyRole, type Role } from '../../contract/enums.ts';
import { errorBody } from '../../contract/errors.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/accounts.ts';
import { currentBatchScope } from '../lib/batch-scope.ts';
import { bearerSecurity, isUuid } from '../lib/route-kit.ts';
import { HttpError, unauthorized } from '../lib/http-error.ts';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthUser {
  id: string;
  sessionId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Hooks (onRequest or preHandler): 401 without a valid token of a live session. */
    requireAuth: AuthHook;
    /** 401 when signed out, 403 when the role (compared ignoring case) is not one of these. */
    requireRole: (...roles: Role[]) => AuthHook;
    /** Sign-in state if a valid bearer token was sent, without refusing anonymous calls. */
    optionalAuth: AuthHook;
    tokens: AccessTokens;
  }
  interface FastifyContextConfig {
    /**
     * The route's guard, run on request (an anonymous caller gets 401 before the body is read): `true` signed in,
     * a list of roles signed in with one of them (403 otherwise). The route's OpenAPI entry gets the bearer
     * security and its 401 answer.
     */
    auth?: true | readonly Role[];
  }
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly now: () => Date) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(user: { id: string; role: string }, sessionId: string): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: sessionId, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(this.key);
  }

  /**
   * The token's subject and session, or null when it is forged, expired or malformed. A token signed with our key
   * must also look like one `sign` made: with exp, iat, sub and sid, issued no later than a small clock skew ahead,
   * and living no longer than an access token does: a token minted with the key some other way (a script, a bug)
   * cannot outlive the 15 minutes or wait to become valid.
   */
  async verify(token: string): Promise<{ sub: string; sid: string } | null> {
    try {
      const now = this.now();
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      const { exp, iat, sub, sid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
      if (iat > now.getTime() / 1000 + ACCESS_TOKEN_CLOCK_SKEW_S) return null;
      if (exp - iat > ACCESS_TOKEN_TTL_S) return null;
      return { sub, sid };
    } catch {
      return null;
    }
  }
}

/** Opaque refresh tokens and reset tokens: 32 random bytes; only their sha256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The caller of a live session: null when the session was revoked (logout, password change take effect at once)
 * or the account disabled by an admin;
 * the role is the current one. `lock` share-locks the session row until the transaction ends, so a revocation
 * waits for it (the batch's shared transaction).
 */
export async function sessionUser(db: Db, userId: string, sessionId: string, opts: { lock?: boolean } = {}): Promise<AuthUser | null> {
  const query = db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), isNull(users.disabledAt)))
    .limit(1);
  const [row] = await (opts.lock ? query.for('share', { of: sessions }) : query);
  return row ? { id: userId, sessionId, role: row.role as Role } : null;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  // A mutation of a batch: the batch authenticated this caller in the transaction the mutation runs in.
  const scope = currentBatchScope();
  if (scope) return scope.user;
  const header = request.headers.authorization;
  if (!header || !/^Bearer /i.test(header)) return null;
  const claims = await app.tokens.verify(header.slice(7).trim());
  if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) return null;
  return sessionUser(app.db, claims.sub, claims.sid);
}

/** The route option `config.auth` made real: the guard first among the route's onRequest hooks, and the docs. */
function guardRoute(app: FastifyInstance, route: RouteOptions) {
  const auth = route.config?.auth;
  if (!auth) return;
  const guard = auth === true ? app.requireAuth : app.requireRole(...auth);
  const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  route.onRequest = [guard, ...own];
  const schema = route.schema ?? {};
  // A route that documents its own 401 body (the branch routes' spec shape) keeps it.
  route.schema = { ...schema, security: bearerSecurity, response: { 401: errorBody, ...(schema.response as object | undefined) } };
}

async function auth(app: FastifyInstance, opts: { secret: string; now: () => Date }) {
  app.decorate('tokens', new AccessTokens(opts.secret, opts.now));
  app.decorateRequest('user', null);

  app.decorate('requireAuth', async function (request: FastifyRequest, _reply: FastifyReply) {
    const user = await authenticate(app, request);
    if (!user) throw unauthorized();
    request.user = user;
  });
  app.decorate('optionalAuth', async function (request: FastifyRequest, _reply: FastifyReply) {
    request.user = await authenticate(app, request);
  });
  app.decorate('requireRole', (...roles: Role[]) =>
    async function (request: FastifyRequest, _reply: FastifyReply) {
      const user = request.user ?? (await authenticate(app, request));
      if (!user) throw unauthorized();
      request.user = user;
      if (!hasAnyRole(user.role, roles)) throw new HttpError(403, 'forbidden', 'error.forbidden');
    },
  );
  app.addHook('onRoute', (route) => guardRoute(app, route));
}

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['db'] });
