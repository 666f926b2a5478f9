// Change password (/change-password and the dashboards' tab): the server answers new tokens for this
// device and signs every other device out.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordBody, type Tokens } from '@contract/accounts.ts';
import { api, ApiError } from '@/lib/api.ts';
import { authStore, setTokens } from '@/lib/auth.ts';
import { applyServerErrors, useErrorText } from '@/lib/form-errors.ts';
import { useOnline } from '@/lib/online.ts';
import { PasswordField, SubmitButton } from './form-parts.tsx';
import { Notice } from '@/components/ui/notice.tsx';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

/** `heading` is h1 on the standalone page and h2 inside a dashboard. */
export function ChangePasswordForm({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useLingui();
  const online = useOnline();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ old_password, new_password, confirm_password }) => {
    setServerError(null);
    setDone(null);
    const refreshToken = authStore.get().refresh ?? undefined;
    try {
      const res = await api<{ message: string; tokens: Tokens }>('/account/change-password/', {
        method: 'POST',
        body: { old_password, new_password, confirm_password, refreshToken },
      });
      await setTokens(res.tokens);
      reset();
      setDone(res.message || t`Password changed. Other devices have been signed out.`);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError(t`You are offline. Connect to change your password.`);
      else setServerError(applyServerErrors(err, FIELDS, setError) ?? (err instanceof ApiError ? err.message : null));
    }
  });

  return (
    <section aria-labelledby="change-password-title" className="max-w-lg">
      <Heading id="change-password-title" className="text-xl font-bold text-gray-900">
        <Trans>Change password</Trans>
      </Heading>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {!online && (
          <Notice tone="info">
            <Trans>You are offline. Connect to change your password.</Trans>
          </Notice>
        )}
        <Notice>{serverError}</Notice>
        <Notice tone="success">{done}</Notice>
        <PasswordField
          label={<Trans>Current password</Trans>}
          autoComplete="current-password"
          error={errorText(errors.old_password?.message)}
          {...register('old_password')}
        />
        <PasswordField
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, with letters and a number or symbol.</Trans>}
          error={errorText(errors.new_password?.message)}
          {...register('new_password')}
        />
        <PasswordField
          label={<Trans>Confirm new password</Trans>}
          autoComplete="new-password"
          error={errorText(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={<Trans>Changing your password...</Trans>} disabled={!online}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
