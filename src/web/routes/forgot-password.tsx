import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow.tsx';
import { RESET_STEPS } from '@/features/auth/reset-steps.ts';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: z.object({ step: z.catch(z.optional(z.enum(RESET_STEPS)), undefined) }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ForgotPasswordFlow step={step ?? 'request'} goTo={(next) => void navigate({ search: { step: next } })} />;
}
