// What route declarations share: the id parameter, the error answers a route documents, the OpenAPI bearer
// security, and the id check services make before a query (a malformed id is "not found", never a database error).
// A signed-in route asks for its guard with the route option `config: { auth }` (plugins/auth.ts).
import { z } from 'zod';
import type { AuditAction } from '../../contract/audit.ts';
import type { Role } from '../../contract/enums.ts';
import { errorBody } from '../../contract/errors.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/** `/:id/`: any text up to 200 characters; services answer 404 for what is not one of their ids. */
export const idParams = z.object({ id: z.string().max(200) });

/** The error answers of a route, all with the one error body: `response: { 200: ..., ...errors(400, 404) }`. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));

/** OpenAPI: the route takes the access token as `Authorization: Bearer`. */
export const bearerSecurity = [{ bearer: [] }];

/**
 * The route options of a signed-in route: `...signedIn()` any role, `...signedIn('Seller')` one of these roles. The
 * auth plugin turns them into the guard, the bearer security and the 401 answer (plugins/auth.ts).
 */
export const signedIn = (...roles: Role[]): { config: { auth: true | Role[] } } => ({ config: { auth: roles.length > 0 ? roles : true } });

/**
 * The route options of an admin action: Admin only, and written to the audit log under `action` when it succeeds,
 * in the same transaction (plugins/audit.ts; through `app.idempotent`, or `app.audit` for a read that exports data).
 */
export const adminAction = (action: AuditAction): { config: { auth: Role[]; audit: AuditAction } } => ({ config: { auth: ['Admin'], audit: action } });
