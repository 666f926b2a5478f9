// HTTP for maintenance mode: GET /api/maintenance/ (anyone: what devices show), PUT /api/admin/maintenance/
// (Admin only), and the guard every write passes (plugin below): 503 with Retry-After for others than admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole } from '../../../contract/enums.ts';
import { maintenanceResponse, maintenanceWriteSchema } from '../../../contract/maintenance.ts';
import { currentBatchScope } from '../../lib/batch-scope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { adminAction, errors, isUuid } from '../../lib/route-kit.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { maintenanceState, retryAfterSeconds, setMaintenance } from './service.ts';

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/maintenance/', {
    schema: { tags: ['system'], description: 'Whether maintenance mode is on, with the return time announced.', response: { 200: maintenanceResponse } },
  }, async () => ({ data: await maintenanceState(app.db, app.config) }));
};

export const adminMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/maintenance/', {
    ...adminAction('maintenance.set'),
    schema: {
      tags: ['admin'],
      description: 'Switches maintenance mode on or off from the console (MAINTENANCE=1 in the environment keeps it on whatever this says).',
      body: maintenanceWriteSchema,
      response: { 200: maintenanceResponse, ...errors(400, 403, 409, 422) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await setMaintenance(tx, request.body, request.user!.id, app.now());
    return { status: 200, body: { data: await maintenanceState(tx, app.config) } };
  }));
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes that keep working for everyone: signing in and out, and unsubscribing (the law wants it to work). */
const OPEN = ['/api/account/login/', '/api/account/token/refresh/', '/api/account/logout/', '/api/newsletter/unsubscribe/', '/api/newsletter/one-click/'];

async function isAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer /i.test(header)) return false;
  const claims = await app.tokens.verify(header.slice(7).trim());
  if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) return false;
  const user = await sessionUser(app.db, claims.sub, claims.sid);
  return Boolean(user && hasAnyRole(user.role, ['Admin']));
}

/**
 * While maintenance is on, every write under /api from others than admins gets 503 with Retry-After. A mutation
 * replayed in a batch's shared transaction is not asked again: the batch (POST /api/sync/batch/, a write) passed
 * this gate when it arrived, and its run goes at once in one transaction.
 */
export const maintenanceGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || currentBatchScope()) return;
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') || path.startsWith('/api/admin/') || OPEN.includes(path)) return;
    const state = await maintenanceState(app.db, app.config);
    if (!state.enabled || (await isAdmin(app, request))) return;
    throw new HttpError(503, 'maintenance', 'maintenance.writes_paused', { headers: { 'retry-after': String(retryAfterSeconds(state, app.now())) } });
  });
});
