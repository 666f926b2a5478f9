import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';

export const Route = createFileRoute('/_auth/_buyer/userdashboard/change-password')({
  component: () => <ChangePasswordForm />,
});
