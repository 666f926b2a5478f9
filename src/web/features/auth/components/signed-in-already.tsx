// /register for someone signed in: a page of another role sent them here, or a link did. Not a registration form
// (they have an account): who the page was for, who they are signed in as, and the right ways in: their own
// dashboard, becoming a farm or a bulk buyer when that is what the page needs, or signing in with another account.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, LogIn, ShieldAlert } from 'lucide-react';
import type { User } from '@contract/accounts.ts';
import { ROLES, sameRole, type Role } from '@contract/enums.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { logout } from '@/features/auth/logout.ts';

/** The roles named by the guard (?for=Seller,Admin), unknown words dropped. */
export function rolesOf(text: string | undefined): Role[] {
  return (text ?? '')
    .split(',')
    .map((w) => ROLES.find((r) => sameRole(w.trim(), r)))
    .filter((r): r is Role => !!r);
}

export interface SignedInAlreadyProps {
  user: User;
  /** Their own dashboard (by role). */
  dashboard: '/dashboard/seller' | '/dashboard/buyer' | '/userdashboard' | '/register';
  pageFor?: string | undefined;
  from?: string | undefined;
}

export function SignedInAlready({ user, dashboard, pageFor, from }: SignedInAlreadyProps) {
  const { t } = useLingui();
  const roles = rolesOf(pageFor);
  const who: Record<Role, string> = { Buyer: t`buyers`, BulkBuyer: t`bulk buyers`, Seller: t`farms (sellers)`, Admin: t`administrators` };
  const audience = roles.filter((r) => r !== 'Admin' || roles.length === 1).map((r) => who[r]);
  const forWhom = audience.join(t` or `);
  const accountOf: Record<Role, string> = {
    Buyer: t`a buyer account`,
    BulkBuyer: t`a bulk buyer account`,
    Seller: t`a farm (seller) account`,
    Admin: t`an administrator account`,
  };
  const account = accountOf[ROLES.find((r) => sameRole(user.roles, r)) ?? 'Buyer'];
  const name = user.first_name || user.email;
  const email = user.email;
  const isBuyer = sameRole(user.roles, 'Buyer');
  // A buyer may become a farm or a bulk buyer on the spot (the registration pages for them).
  const becomeFarm = isBuyer && roles.includes('Seller');
  const becomeBulk = isBuyer && roles.includes('BulkBuyer') && !roles.includes('Buyer');
  const signInAgain = async () => {
    await logout();
    window.location.assign(from ? `/login?redirect=${encodeURIComponent(from)}` : '/login');
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid="signed-in-already">
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <ShieldAlert aria-hidden="true" className="size-8 text-amber-700" />
        <h1 className="mt-2 text-2xl font-bold text-gray-900">
          {forWhom ? <Trans>This page is for {forWhom}</Trans> : <Trans>You already have an account</Trans>}
        </h1>
        <p className="mt-2 text-gray-800">
          <Trans>
            You are signed in as {name} ({email}), with {account}.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={dashboard} className={buttonClasses('primary', 'md')}>
            <LayoutDashboard aria-hidden="true" className="size-5" />
            <Trans>Go to my dashboard</Trans>
          </Link>
          {becomeFarm && (
            <Link to="/register/seller" className={buttonClasses('secondary', 'md')}>
              <Trans>Register my farm</Trans>
            </Link>
          )}
          {becomeBulk && (
            <Link to="/register/bulk-buyer" className={buttonClasses('secondary', 'md')}>
              <Trans>Register as a bulk buyer</Trans>
            </Link>
          )}
          <Button variant="ghost" onClick={() => void signInAgain()}>
            <LogIn aria-hidden="true" className="size-5" />
            <Trans>Sign in with another account</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
