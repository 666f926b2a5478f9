import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { useComingSoon } from '@/features/shell/use-coming-soon.ts';

export const Route = createFileRoute('/register/')({
  validateSearch: z.object({ redirect: z.string().max(2000).optional().catch(undefined) }),
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  const comingSoon = useComingSoon();
  if (comingSoon) return <ComingSoon />;
  return <RegisterForm redirect={redirect} />;
}
