import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordFlow, RESET_STEPS } from '@/features/auth/components/forgot-password-flow.tsx';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: z.object({ step: z.enum(RESET_STEPS).optional().catch(undefined) }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ForgotPasswordFlow step={step ?? 'request'} goTo={(next) => void navigate({ search: { step: next } })} />;
}
