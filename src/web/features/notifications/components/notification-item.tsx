// One notice of the feed: its icon, its sentence in the reader's language and when it came; tapping it marks it
// read (through the outbox, offline too) and opens what it is about.
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Archive,
  ArrowLeftRight,
  BadgeCheck,
  Banknote,
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  CircleDollarSign,
  CircleX,
  ClipboardList,
  FilePen,
  FileText,
  Handshake,
  MessageSquareReply,
  Repeat,
  Send,
  ShoppingBasket,
  Sprout,
  TriangleAlert,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import type { NotificationKind } from '@contract/enums.ts';
import type { Notification } from '@contract/orders.ts';
import { formatRelative } from '@/lib/relative-time.ts';
import { safeRedirect } from '@/lib/safe-redirect.ts';
import { markNotificationRead } from '@/domain/notifications/notification-writes.ts';
import { useNotificationText } from '../notification-text.ts';

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
  standing_placed: CalendarCheck,
  standing_failed: TriangleAlert,
  standing_missed: CalendarX,
  standing_price_changed: CircleDollarSign,
  standing_created: CalendarPlus,
  standing_cancelled: Repeat,
  preorder_received: Sprout,
  preorder_withdrawn: Undo2,
  preorder_filled: CalendarCheck,
  preorder_partial: TriangleAlert,
  preorder_unfilled: CircleX,
  harvest_cancelled: CalendarX,
  payment_recorded: Banknote,
  invoice_due_soon: CalendarClock,
  invoice_overdue: TriangleAlert,
  etransfer_claimed: Send,
  etransfer_answered: BadgeCheck,
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

export function NotificationItem({ notification: n }: { notification: Notification }) {
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
