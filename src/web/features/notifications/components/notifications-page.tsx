// /notifications: the feed from Dexie, newest first. Unread ones stand out (and say so to screen readers); tapping
// one marks it read and opens its order; 'Mark all as read' is one call. Both work offline through the outbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { BellOff, CheckCheck } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { markAllNotificationsRead } from '@/domain/notifications/notification-writes.ts';
import { useNotifications } from '../use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';

export function NotificationsPage() {
  const { t } = useLingui();
  const notifications = useNotifications();
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = notifications?.filter((n) => !n.read_at).length ?? 0;

  const markAll = async () => {
    await markAllNotificationsRead(t`Mark all notifications as read`);
    // The button goes away with the last unread notice: keep the keyboard on the page.
    heading.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 outline-none sm:text-3xl">
            <Trans>Notifications</Trans>
          </h1>
          <p role="status" className="mt-1 text-gray-700">
            {notifications && notifications.length > 0 && (unread > 0 ? plural(unread, { one: '# unread', other: '# unread' }) : t`All caught up`)}
          </p>
        </div>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => void markAll()}>
            <CheckCheck aria-hidden="true" className="size-4" />
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </div>
      {notifications === undefined ? (
        <p className="mt-8 text-gray-700">
          <Trans>Loading notifications…</Trans>
        </p>
      ) : notifications.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <BellOff aria-hidden="true" className="size-12 text-gray-500" />
          <p className="text-lg font-semibold text-gray-900">
            <Trans>No notifications yet</Trans>
          </p>
          <p className="max-w-md text-gray-700">
            <Trans>New orders, changes to your orders, problem reports and their answers, produce requests, quotes and counter-offers will appear here, on every device you use.</Trans>
          </p>
        </div>
      ) : (
        <ul aria-label={t`Notifications`} className="mt-6 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </div>
  );
}
