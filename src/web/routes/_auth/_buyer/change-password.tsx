import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';

export const Route = createFileRoute('/_auth/_buyer/change-password')({
  component: () => (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <ChangePasswordForm heading="h1" />
    </div>
  ),
});
