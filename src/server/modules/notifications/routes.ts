// HTTP for the in-app notifications: the signed-in user's feed with its unread count, and marking them read. The
// web app receives them through the sync pull; these answer online screens and integrations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema, notificationsResponse } from '../../../contract/orders.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { listNotifications, markAllRead, markRead } from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const tags = ['notifications'];

  app.get('/', {
    ...authed,
    schema: { tags, response: { 200: notificationsResponse } },
  }, async (request) => listNotifications(app.db, request.user!.id));

  app.post('/read-all/', {
    ...authed,
    schema: { tags, response: { 200: z.object({ data: z.object({ updated: z.number().int() }) }), ...errors(400, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({ status: 200, body: { data: { updated: await markAllRead(tx, request.user!.id, app.now()) } } })));

  app.post('/:id/read/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: z.object({ data: notificationSchema }), ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({ status: 200, body: { data: await markRead(tx, request.user!.id, request.params.id, app.now()) } })));
};
