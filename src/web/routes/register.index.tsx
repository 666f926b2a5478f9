import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '@/lib/search-params.ts';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { SignedInAlready } from '@/features/auth/components/signed-in-already.tsx';
import { useAuth } from '@/lib/auth.ts';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { accountLink } from '@/features/shell/account-link.ts';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/register/')({
  // Signed in, the page speaks the workspace's words (signed-in-already.tsx); a visitor's first load does not carry them.
  beforeLoad: ({ context }) => (context.auth.user ? loadWorkspaceMessages() : undefined),
  validateSearch: (raw: Record<string, unknown>): { redirect?: string | undefined; for?: string | undefined; from?: string | undefined } => ({
    redirect: optionalText(raw.redirect, 2000),
    for: optionalText(raw.for, 100),
    from: optionalText(raw.from, 2000),
  }),
  component: RegisterPage,
});

function RegisterPage() {
  const search = Route.useSearch();
  const { user } = useAuth();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  // Signed in already (sent here by a page of another role, or by a link): not a form to make a second account.
  if (user) return <SignedInAlready user={user} dashboard={accountLink(user.roles).to} pageFor={search.for} from={search.from} />;
  return <RegisterForm redirect={search.redirect} />;
}
