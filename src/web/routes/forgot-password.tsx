import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf } from '@/lib/search-params.ts';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow.tsx';
import { RESET_STEPS } from '@/features/auth/reset-steps.ts';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: (raw: Record<string, unknown>): { step?: (typeof RESET_STEPS)[number] | undefined } => ({ step: optionalOneOf(RESET_STEPS, raw.step) }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ForgotPasswordFlow step={step ?? 'request'} goTo={(next) => void navigate({ search: { step: next } })} />;
}
