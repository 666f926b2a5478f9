// Marking notifications read, through the outbox (offline-first), and the appliers that write the server's answer.
// The feed reads Dexie: a notification turns read at once on this device, and on the others after the next pull.
import type { Notification } from '@contract/orders.ts';
import { ORDER_PATHS } from '@contract/order-paths.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const NOTIFICATION_READ_KIND = 'notification.read';
export const NOTIFICATION_READ_ALL_KIND = 'notification.read_all';

/** POST /notifications/{id}/read/ answers `{ data: Notification }`: keep the server's row (its read_at and version). */
export const applyReadNotification: Applier = confirmRow<Notification>('notifications', { alone: true });

/**
 * POST /notifications/read-all/ answers `{ data: { updated } }`. The server marked every unread notice it had; a pull
 * that ran while the call waited may have brought rows back unread, so mark again those the user had seen then.
 */
export const applyReadAllNotifications: Applier = async ({ db, entry }) => {
  const seenBy = new Date(entry.createdAt).toISOString();
  const readAt = new Date().toISOString();
  await db.notifications.filter((n) => !n.read_at && n.created_at <= seenBy).modify({ read_at: readAt });
};

/** Mark one notification read (nothing to send when it already is). */
export async function markNotificationRead(notification: Pick<Notification, 'id' | 'read_at'>, label: string): Promise<void> {
  if (notification.read_at) return;
  const { id } = notification;
  await mutate({
    kind: NOTIFICATION_READ_KIND,
    label,
    entity: { table: 'notifications', id },
    request: { method: 'POST', path: ORDER_PATHS.notificationRead(id) },
    apply: async () => {
      await db.notifications.where('id').equals(id).modify((n) => {
        n.read_at ??= new Date().toISOString();
      });
    },
  });
}

/** Mark every unread notification read with one call; nothing is sent when none is unread. */
export async function markAllNotificationsRead(label: string): Promise<boolean> {
  const unread = await db.notifications.filter((n) => !n.read_at).count();
  if (unread === 0) return false;
  await mutate({
    kind: NOTIFICATION_READ_ALL_KIND,
    label,
    request: { method: 'POST', path: ORDER_PATHS.notificationsReadAll },
    apply: async () => {
      const now = new Date().toISOString();
      await db.notifications.filter((n) => !n.read_at).modify({ read_at: now });
    },
  });
  return true;
}

export const NOTIFICATION_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [NOTIFICATION_READ_KIND, applyReadNotification],
  [NOTIFICATION_READ_ALL_KIND, applyReadAllNotifications],
];
