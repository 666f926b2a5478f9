import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().max(2000).optional().catch(undefined) }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <LoginForm redirect={redirect} />;
}
