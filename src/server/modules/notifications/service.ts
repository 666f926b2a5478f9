// The signed-in user's notification feed with its unread count, and marking notifications read.
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNotification } from './mappers.ts';
import * as q from './queries.ts';

export const NOTIFICATIONS_LIMIT = 100;

export async function listNotifications(db: Db, userId: string) {
  const rows = await q.recentNotifications(db, userId, NOTIFICATIONS_LIMIT);
  return { data: rows.map(toNotification), unread: await q.unreadCount(db, userId) };
}

export async function markRead(db: Db, userId: string, id: string, now: Date) {
  const row = isUuid(id) ? await q.markRead(db, userId, id, now) : undefined;
  if (!row) throw notFound('notification.not_found');
  return toNotification(row);
}

export const markAllRead = (db: Db, userId: string, now: Date): Promise<number> => q.markAllRead(db, userId, now);
