// /notifications: the feed from Dexie, newest first. Unread ones stand out (and say so to screen readers); tapping
// one marks it read and opens its order; 'Mark all as read' is one call. Both work offline through the outbox.
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  Archive,
  ArrowLeftRight,
  Bell,
  BellOff,
  CalendarX,
  CheckCheck,
  CircleX,
  ClipboardList,
  FilePen,
  FileText,
  Handshake,
  MessageSquareReply,
  ShoppingBasket,
  TriangleAlert,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { NotificationKind } from '@contract/enums.ts';
import type { Notification } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatRelative } from '@/lib/relative-time.ts';
import { safeRedirect } from '@/lib/safe-redirect.ts';
import { markAllNotificationsRead, markNotificationRead } from '@/offline/notification-writes.ts';
import { useNotificationText } from '../notification-text.ts';
import { useNotifications } from '../use-notifications.ts';

const ICONS: Record<NotificationKind, LucideIcon> = {
  order_placed: ShoppingBasket,
  order_status: Truck,
  problem_reported: TriangleAlert,
  problem_answered: MessageSquareReply,
  request_received: ClipboardList,
  quote_received: FileText,
  quote_countered: ArrowLeftRight,
  quote_revised: FilePen,
  quote_accepted: Handshake,
  quote_declined: CircleX,
  quote_withdrawn: Undo2,
  quote_closed: Archive,
  request_expired: CalendarX,
};

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** 'now' for the relative times, moving every 30 seconds. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

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

function NotificationItem({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const textOf = useNotificationText();
  const now = useNow();
  const href = safeRedirect(n.href) ?? '/notifications';
  const unread = !n.read_at;
  const Icon = ICONS[n.kind] ?? Bell;
  const at = Date.parse(n.created_at);
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const when = Number.isNaN(at)
    ? ''
    : now - at < WEEK_MS
      ? formatRelative(at, Math.max(now, at), i18n.locale)
      : new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(at);
  const full = Number.isNaN(at) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(at);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own handling (and the notice stays unread until it is opened here).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    try {
      await markNotificationRead(n, t`Mark notification as read`);
    } finally {
      void navigate({ href });
    }
  };

  return (
    <li className={unread ? 'bg-green-50' : undefined}>
      <a
        href={href}
        onClick={(event) => void open(event)}
        className={`flex gap-3 border-l-4 px-4 py-3 hover:bg-gray-50 focus-visible:outline-offset-[-3px] ${unread ? 'border-green-700' : 'border-transparent'}`}
      >
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${unread ? 'text-green-800' : 'text-gray-500'}`} />
        <span className="min-w-0 flex-1">
          {unread && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          <span className={`block break-words ${unread ? 'font-semibold text-gray-900' : 'text-gray-800'}`}>{textOf(n)}</span>
          <time dateTime={n.created_at} title={full} className="mt-0.5 block text-sm text-gray-700">
            {when}
          </time>
        </span>
        {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-green-700" />}
      </a>
    </li>
  );
}
