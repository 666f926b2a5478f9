// /register: a Buyer account; the server answers with a session, so the new user is signed in at once.
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerBody, type SessionResponse } from '@contract/accounts.ts';
import { api } from '@/lib/api.ts';
import { setSession } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { safeRedirect } from '@/lib/safe-redirect.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { TextField } from '@/components/ui/field.tsx';
import { AuthCard, PasswordField, SubmitButton } from './form-parts.tsx';
import { storeDeviceToken } from '../device-token.ts';
import { Notice } from '@/components/ui/notice.tsx';

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'password', 'confirm_password'] as const;

export function RegisterForm({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { isSubmitting },
  } = useContractForm(registerBody, {
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', password: '', confirm_password: '' },
  });

  const onSubmit = submitWith(
    async (body) => {
      const session = await api<SessionResponse>('/account/register/', { method: 'POST', body });
      storeDeviceToken(session.device_token);
      await setSession(session.user, session.tokens);
      toast.success(session.message ?? t`Registration successful`);
      const next = safeRedirect(redirect);
      if (next) await router.navigate({ href: next });
      else await router.navigate({ to: '/userdashboard' });
    },
    { fields: FIELDS, offline: t`You are offline. Connect to create your account.` },
  );

  return (
    <AuthCard title={<Trans>Create your account</Trans>} intro={<Trans>Buy fresh produce straight from Canadian farms.</Trans>}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {!online && (
          <Notice tone="info">
            <Trans>You are offline. Connect to create your account.</Trans>
          </Notice>
        )}
        <Notice>{serverError}</Notice>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={<Trans>First name</Trans>} autoComplete="given-name" error={fieldError('first_name')} {...register('first_name')} />
          <TextField label={<Trans>Last name</Trans>} autoComplete="family-name" error={fieldError('last_name')} {...register('last_name')} />
        </div>
        <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
        <TextField
          label={<Trans>Phone number</Trans>}
          type="tel"
          autoComplete="tel"
          hint={<Trans>Canadian numbers can be entered without +1.</Trans>}
          error={fieldError('phone_number')}
          {...register('phone_number')}
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, with letters and a number or symbol.</Trans>}
          error={fieldError('password')}
          {...register('password')}
        />
        <PasswordField
          label={<Trans>Confirm password</Trans>}
          autoComplete="new-password"
          error={fieldError('confirm_password')}
          {...register('confirm_password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={<Trans>Creating your account...</Trans>}>
          <Trans>Create account</Trans>
        </SubmitButton>
        <p className="text-center text-sm text-gray-700">
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/login" search={redirect ? { redirect } : {}} className="font-medium text-green-800 underline underline-offset-2">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
