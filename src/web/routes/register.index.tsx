import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/register/')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <RegisterForm redirect={redirect} />;
}
