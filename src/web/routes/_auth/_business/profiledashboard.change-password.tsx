import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard/change-password')({
  component: () => <ChangePasswordForm />,
});
