// The frame of one dashboard section: a titled card with an optional link to the full list, and the small marks
// its rows share.
import { Link, type LinkProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function DashboardCard({
  id,
  icon: Icon,
  title,
  all,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  all?: { to: LinkProps['to']; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Icon aria-hidden="true" className="size-5 text-green-700" />
          {title}
        </h2>
        {all && (
          <Link to={all.to} className="inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline">
            {all.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Unread: the word is visible, so the colour never carries it alone. */
export function NewMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950" data-testid="unread">
      <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
      <Trans>New</Trans>
    </span>
  );
}

export function WaitingMark() {
  return (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
      <Trans>Waiting to be sent</Trans>
    </span>
  );
}

/** What an empty section means and what to do about it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-sm text-gray-700">{children}</p>;
}
