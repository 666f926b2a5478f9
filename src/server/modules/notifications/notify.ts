// Writing notifications: inside the transaction of the change they tell about, so a change and its notice exist
// together or not at all. They reach every device of the recipient through the sync pull (table 'notifications').
import type { NotificationKind } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { insertNotifications } from './queries.ts';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  orderId?: string | null;
  /** What the web app needs to write the text in the reader's language: { invoice, farm, buyer, status, ... }. */
  params: Record<string, string | number | null>;
  /** Where tapping it goes: '/orders/{id}' for a buyer, '/seller/orders/{id}' for a seller. */
  href: string;
}

export async function notify(tx: Db, ...notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await insertNotifications(tx, notices.map((n) => ({ userId: n.userId, kind: n.kind, orderId: n.orderId ?? null, params: n.params, href: n.href })));
}
