// The header's account button: where it leads and its colour depend on the role (spec §2).
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { useAuth } from '@/lib/auth.ts';
import { accountLink, accountToneClasses } from '@/features/shell/account-link.ts';

export function AccountButton({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user } = useAuth();
  const link = accountLink(user?.roles);
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      data-tone={link.tone}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold ${accountToneClasses[link.tone]} ${className}`}
    >
      <UserRound aria-hidden="true" className="h-4 w-4" />
      {link.tone === 'guest' ? <Trans>Login / Register</Trans> : link.tone === 'member' ? <Trans>My account</Trans> : <Trans>Dashboard</Trans>}
    </Link>
  );
}
