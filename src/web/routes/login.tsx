import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <LoginForm redirect={redirect} />;
}
