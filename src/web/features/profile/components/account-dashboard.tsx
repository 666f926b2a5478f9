// The frame of /userdashboard and /profiledashboard: heading, tabs as links (a side list on wide
// screens, a scrolling row on phones) and the active tab's page; the last tabs lead to the user's orders and notifications.
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Bell, KeyRound, MapPin, Package, Repeat, UserRound, Wallet } from 'lucide-react';
import { hasAnyRole, sameRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';

type DashboardTab = { to: string; label: ReactNode; icon: ReactNode; exact?: boolean };

const icon = 'h-4 w-4 shrink-0';
const tabs = {
  user: [
    { to: '/userdashboard', label: <Trans>My Profile</Trans>, icon: <UserRound aria-hidden="true" className={icon} />, exact: true },
    { to: '/userdashboard/addressmanagement', label: <Trans>Address management</Trans>, icon: <MapPin aria-hidden="true" className={icon} /> },
    { to: '/userdashboard/change-password', label: <Trans>Change password</Trans>, icon: <KeyRound aria-hidden="true" className={icon} /> },
    { to: '/userdashboard/standing-orders', label: <Trans>Standing orders</Trans>, icon: <Repeat aria-hidden="true" className={icon} /> },
  ],
  business: [
    { to: '/profiledashboard', label: <Trans>My Profile</Trans>, icon: <UserRound aria-hidden="true" className={icon} />, exact: true },
    { to: '/profiledashboard/addressmanagement', label: <Trans>Address management</Trans>, icon: <MapPin aria-hidden="true" className={icon} /> },
    { to: '/profiledashboard/change-password', label: <Trans>Change password</Trans>, icon: <KeyRound aria-hidden="true" className={icon} /> },
    { to: '/profiledashboard/subscription', label: <Trans>Standing orders</Trans>, icon: <Repeat aria-hidden="true" className={icon} /> },
  ],
} satisfies Record<string, DashboardTab[]>;

/** Links out of the account frame: the user's orders and money (a seller's are the farm's) and the notification feed. */
function elsewhereTabs(roles: string | null | undefined): DashboardTab[] {
  const orders: DashboardTab[] = sameRole(roles, 'Seller')
    ? [
        { to: '/seller/orders', label: <Trans>Orders</Trans>, icon: <Package aria-hidden="true" className={icon} /> },
        { to: '/seller/money', label: <Trans>Money</Trans>, icon: <Wallet aria-hidden="true" className={icon} /> },
      ]
    : hasAnyRole(roles, ['Buyer', 'BulkBuyer'])
      ? [
          { to: '/orders', label: <Trans>My orders</Trans>, icon: <Package aria-hidden="true" className={icon} /> },
          { to: '/statements', label: <Trans>What you owe</Trans>, icon: <Wallet aria-hidden="true" className={icon} /> },
        ]
      : [];
  return [...orders, { to: '/notifications', label: <Trans>Notifications</Trans>, icon: <Bell aria-hidden="true" className={icon} /> }];
}

export function AccountDashboard({ kind }: { kind: keyof typeof tabs }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const nav = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On phones the tab row scrolls sideways: bring the active tab into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>My account</Trans>
      </h1>
      {user && <p className="mt-1 text-gray-700">{`${user.first_name} ${user.last_name}`.trim()}</p>}
      <div className="mt-6 md:grid md:grid-cols-[15rem_1fr] md:gap-8">
        <nav ref={nav} aria-label={t`Account sections`} className="-mx-4 mb-6 overflow-x-auto px-4 md:mx-0 md:mb-0 md:overflow-visible md:px-0">
          <ul className="flex gap-2 md:flex-col">
            {[...tabs[kind], ...elsewhereTabs(user?.roles)].map((tab) => (
              <li key={tab.to} className="shrink-0">
                <Link
                  // The tab list is data; the router cannot narrow it to one route literal.
                  to={tab.to as '/userdashboard'}
                  activeOptions={{ exact: 'exact' in tab && tab.exact === true, includeSearch: false }}
                  className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-gray-200 px-4 text-sm font-medium text-gray-800 hover:bg-green-50 aria-[current=page]:border-green-700 aria-[current=page]:bg-green-700 aria-[current=page]:text-white md:border-transparent"
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
