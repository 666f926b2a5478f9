import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '@/lib/search-params.ts';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/register/')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string | undefined } => ({ redirect: optionalText(raw.redirect, 2000) }),
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <RegisterForm redirect={redirect} />;
}
