// /admin: the console's first screen. What is waiting for an admin (branches to review, comments to moderate,
// messages not read), each a link to where it is done, and the last 7 days beside the 7 before (new accounts,
// orders). Counted by the server when the page opens; online only.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@contract/admin-console.ts';
import { fetchDashboard } from '../admin-console-api.ts';
import { AdminListStatus, useAdminLoad } from './admin-list.tsx';
import { AdminNav } from './admin-nav.tsx';

type ConsolePath = '/admin/approvals' | '/admin/comments' | '/admin/messages' | '/admin/newsletter' | '/admin/users';

function Tile({ label, value, to, note, urgent = false }: { label: ReactNode; value: number; to: ConsolePath; note?: ReactNode; urgent?: boolean }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        to={to}
        className={`flex h-full flex-col rounded-lg border bg-white p-4 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-green-700 ${urgent && value > 0 ? 'border-amber-500' : 'border-gray-200'}`}
      >
        <span className="text-3xl font-bold text-gray-900">{i18n.number(value)}</span>
        <span className="mt-1 font-semibold text-gray-900">{label}</span>
        {note && <span className="mt-1 text-sm text-gray-700">{note}</span>}
      </Link>
    </li>
  );
}

export function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const { load, online, retry } = useAdminLoad<Dashboard>(fetchDashboard, []);
  const d = load.state === 'ok' ? load.value : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Admin console</Trans>
      </h1>
      <AdminListStatus
        load={load}
        online={online}
        retry={retry}
        loading={<Trans>Counting...</Trans>}
        offline={<Trans>You are offline. The counts load when you are back online.</Trans>}
        empty={null}
        isEmpty={() => false}
      />
      {d && (
        <>
          <h2 className="mt-6 text-lg font-semibold text-gray-900">
            <Trans>Waiting for you</Trans>
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-3" aria-label={t`Waiting for you`}>
            <Tile urgent to="/admin/approvals" value={d.pending_branches} label={<Trans>Branches to review</Trans>} />
            <Tile urgent to="/admin/comments" value={d.pending_comments} label={<Trans>Comments to moderate</Trans>} />
            <Tile urgent to="/admin/messages" value={d.new_messages} label={<Trans>Messages not read</Trans>} />
          </ul>
          <h2 className="mt-6 text-lg font-semibold text-gray-900">
            <Trans>The last 7 days</Trans>
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" aria-label={t`The last 7 days`}>
            <Tile
              to="/admin/users"
              value={d.new_users.last_7_days}
              label={<Trans>New accounts</Trans>}
              note={<Trans>{i18n.number(d.new_users.previous_7_days)} the 7 days before</Trans>}
            />
            <li className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <span className="text-3xl font-bold text-gray-900">{i18n.number(d.orders.last_7_days)}</span>
              <span className="mt-1 font-semibold text-gray-900">
                <Trans>Orders placed</Trans>
              </span>
              <span className="mt-1 text-sm text-gray-700">
                <Trans>{i18n.number(d.orders.previous_7_days)} the 7 days before</Trans>
              </span>
            </li>
          </ul>
          <h2 className="mt-6 text-lg font-semibold text-gray-900">
            <Trans>People</Trans>
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" aria-label={t`People`}>
            <Tile to="/admin/newsletter" value={d.confirmed_subscribers} label={<Trans>Confirmed newsletter subscribers</Trans>} />
            <Tile to="/admin/users" value={d.disabled_users} label={<Trans>Disabled accounts</Trans>} />
          </ul>
        </>
      )}
    </div>
  );
}
