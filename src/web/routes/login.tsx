import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '@/lib/search-params.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/login')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string | undefined } => ({ redirect: optionalText(raw.redirect, 2000) }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <LoginForm redirect={redirect} />;
}
