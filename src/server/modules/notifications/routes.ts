// HTTP for the in-app notifications: the signed-in user's feed with its unread count, and marking them read. The
// web app receives them through the sync pull; these answer online screens and integrations. Only unread rows are
// updated, so marking twice does not bump versions (and re-deliver rows) for nothing.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import { notificationSchema, notificationsResponse } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/orders.ts';
import { notFound } from '../../plugins/errors.ts';
import { toNotification } from '../orders/shape.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));
const idParams = z.object({ id: z.string().max(200) });
const security = [{ bearer: [] }];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOTIFICATIONS_LIMIT = 100;

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.version))
    .limit(NOTIFICATIONS_LIMIT);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { data: rows.map(toNotification), unread: Number(unread?.n ?? 0) };
}

export async function markRead(db: Db, userId: string, id: string, now: Date) {
  if (!UUID_RE.test(id)) throw notFound('notification.not_found');
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db.update(notifications).set({ readAt: now }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine).limit(1);
  if (!row) throw notFound('notification.not_found');
  return toNotification(row);
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = { onRequest: app.requireAuth };
  const tags = ['notifications'];

  app.get('/', {
    ...authed,
    schema: { tags, security, response: { 200: notificationsResponse, ...errors(401) } },
  }, async (request) => listNotifications(app.db, request.user!.id));

  app.post('/read-all/', {
    ...authed,
    schema: { tags, security, response: { 200: z.object({ data: z.object({ updated: z.number().int() }) }), ...errors(400, 401, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({ status: 200, body: { data: { updated: await markAllRead(tx, request.user!.id, app.now()) } } })));

  app.post('/:id/read/', {
    ...authed,
    schema: { tags, security, params: idParams, response: { 200: z.object({ data: notificationSchema }), ...errors(400, 401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({ status: 200, body: { data: await markRead(tx, request.user!.id, request.params.id, app.now()) } })));
};
