// SQL of notifications: writing them with the change they tell about, the user's feed and unread count, marking
// read. Only unread rows are updated, so marking twice does not bump versions (and re-deliver rows) for nothing.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/orders.ts';
import type { NotificationRow } from './mappers.ts';

export async function insertNotifications(tx: Db, rows: Array<typeof notifications.$inferInsert>): Promise<void> {
  await tx.insert(notifications).values(rows);
}

/** The user's newest notifications, at most `limit`. */
export function recentNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.version))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(unread?.n ?? 0);
}

/** Marks the user's notification read (when it is not yet) and answers it; undefined when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<NotificationRow | undefined> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db.update(notifications).set({ readAt: now }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine).limit(1);
  return row;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
