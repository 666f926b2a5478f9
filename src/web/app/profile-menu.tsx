// The marketplace header's profile menu: Profile (by role), My orders and What you owe (buyers), Approvals (the admin's console) and
// Logout with its 'Logging out...' state.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ClipboardCheck, LogOut, Package, UserRound, Wallet } from 'lucide-react';
import { useRef } from 'react';
import type { User } from '@contract/accounts.ts';
import { useLogout } from '@/features/auth/logout.ts';
import { buysOrders, profileLink, runsConsole } from '@/features/shell/account-link.ts';
import { useDismiss } from '@/features/shell/use-dismiss.ts';

export interface ProfileMenuProps {
  user: User;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

export function ProfileMenu({ user, open, onToggle, onClose }: ProfileMenuProps) {
  const { t } = useLingui();
  const { logout, loggingOut } = useLogout();
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(box, open, onClose, trigger);
  const name = user.first_name || user.email;
  return (
    <div ref={box} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="menu-profile"
        aria-label={t`Account menu for ${name}`}
        onClick={onToggle}
        className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-2 font-medium text-gray-800 hover:bg-gray-100"
      >
        <UserRound aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className="hidden max-w-32 truncate lg:inline">{name}</span>
        {/* Phones: the icon alone, so the header's first row keeps room for the sync state in words. */}
        <ChevronDown aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
      </button>
      <ul id="menu-profile" hidden={!open} className="absolute right-0 top-full z-50 mt-1 min-w-48 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
        <li>
          <Link to={profileLink(user.roles)} onClick={onClose} className="flex min-h-10 items-center gap-2 px-4 text-gray-800 hover:bg-green-50">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            <Trans>Profile</Trans>
          </Link>
        </li>
        {buysOrders(user.roles) && (
          <li>
            <Link to="/orders" onClick={onClose} className="flex min-h-10 items-center gap-2 px-4 text-gray-800 hover:bg-green-50">
              <Package aria-hidden="true" className="h-4 w-4" />
              <Trans>My orders</Trans>
            </Link>
          </li>
        )}
        {buysOrders(user.roles) && (
          <li>
            <Link to="/statements" onClick={onClose} className="flex min-h-10 items-center gap-2 px-4 text-gray-800 hover:bg-green-50">
              <Wallet aria-hidden="true" className="h-4 w-4" />
              <Trans>What you owe</Trans>
            </Link>
          </li>
        )}
        {runsConsole(user.roles) && (
          <li>
            <Link to="/admin" onClick={onClose} className="flex min-h-10 items-center gap-2 px-4 text-gray-800 hover:bg-green-50">
              <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
              <Trans>Admin console</Trans>
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            disabled={loggingOut}
            onClick={() => void logout()}
            className="flex min-h-10 w-full items-center gap-2 px-4 text-left text-gray-800 hover:bg-green-50 disabled:opacity-70"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {loggingOut ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
          </button>
        </li>
      </ul>
    </div>
  );
}
