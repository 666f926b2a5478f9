// /login: email or phone plus password; on success the session is saved and the user goes on.
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginBody, type SessionResponse } from '@contract/accounts.ts';
import { api } from '@/lib/api.ts';
import { setSession } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { homeForRole, safeRedirect } from '@/lib/safe-redirect.ts';
import { TextField } from '@/components/ui/field.tsx';
import { AuthCard, PasswordField, SubmitButton } from './form-parts.tsx';
import { storeDeviceToken, storedDeviceToken } from '../device-token.ts';
import { Notice } from '@/components/ui/notice.tsx';

export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { isSubmitting },
  } = useContractForm(loginBody, {
    defaultValues: { identifier: '', password: '' },
  });

  const onSubmit = submitWith(
    async (body) => {
      const session = await api<SessionResponse>('/account/login/', {
        method: 'POST',
        body: { ...body, device_token: storedDeviceToken() },
      });
      storeDeviceToken(session.device_token);
      await setSession(session.user, session.tokens);
      const next = safeRedirect(redirect);
      if (next) await router.navigate({ href: next });
      else await router.navigate({ to: homeForRole(session.user.roles) });
    },
    { offline: t`You are offline. Connect to sign in.` },
  );

  return (
    <AuthCard title={<Trans>Log in</Trans>} intro={<Trans>Welcome back. Sign in with your email or phone number.</Trans>}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {!online && (
          <Notice tone="info">
            <Trans>You are offline. Connect to sign in.</Trans>
          </Notice>
        )}
        <Notice>{serverError}</Notice>
        <TextField
          label={<Trans>Email or phone number</Trans>}
          autoComplete="username"
          error={fieldError('identifier')}
          {...register('identifier')}
        />
        <PasswordField label={<Trans>Password</Trans>} autoComplete="current-password" error={fieldError('password')} {...register('password')} />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-green-800 underline underline-offset-2 hover:text-green-900">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={<Trans>Logging you in...</Trans>}>
          <Trans>Log in</Trans>
        </SubmitButton>
        <p className="text-center text-sm text-gray-700">
          <Trans>New here?</Trans>{' '}
          <Link to="/register" search={redirect ? { redirect } : {}} className="font-medium text-green-800 underline underline-offset-2">
            <Trans>Create an account</Trans>
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
