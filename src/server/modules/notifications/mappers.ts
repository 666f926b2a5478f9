// Notification rows -> the contract's Notification (the feed's answers and the sync pull's rows).
import type { NotificationKind } from '../../../contract/enums.ts';
import type { Notification } from '../../../contract/orders.ts';
import type { notifications } from '../../db/schema/orders.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(n: NotificationRow): Notification {
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    order_id: n.orderId,
    params: n.params,
    href: n.href,
    read_at: n.readAt ? n.readAt.toISOString() : null,
    created_at: n.createdAt.toISOString(),
    version: n.version,
  };
}
