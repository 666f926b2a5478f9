// Change password (/change-password and the dashboards' tab): the server answers new tokens for this
// device and signs every other device out.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordBody, type Tokens } from '@contract/accounts.ts';
import { api } from '@/lib/api.ts';
import { authStore, setTokens } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { PasswordField, SubmitButton } from './form-parts.tsx';
import { Notice } from '@/components/ui/notice.tsx';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

/** `heading` is h1 on the standalone page and h2 inside a dashboard. */
export function ChangePasswordForm({ heading: Heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useLingui();
  const online = useOnline();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    reset,
    formState: { isSubmitting },
  } = useContractForm(changePasswordBody, {
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = submitWith(
    async ({ old_password, new_password, confirm_password }) => {
      setDone(null);
      const refreshToken = authStore.get().refresh ?? undefined;
      const res = await api<{ message: string; tokens: Tokens }>('/account/change-password/', {
        method: 'POST',
        body: { old_password, new_password, confirm_password, refreshToken },
      });
      await setTokens(res.tokens);
      reset();
      setDone(res.message || t`Password changed. Other devices have been signed out.`);
    },
    { fields: FIELDS, offline: t`You are offline. Connect to change your password.` },
  );

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
          error={fieldError('old_password')}
          {...register('old_password')}
        />
        <PasswordField
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, with letters and a number or symbol.</Trans>}
          error={fieldError('new_password')}
          {...register('new_password')}
        />
        <PasswordField
          label={<Trans>Confirm new password</Trans>}
          autoComplete="new-password"
          error={fieldError('confirm_password')}
          {...register('confirm_password')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={<Trans>Changing your password...</Trans>} disabled={!online}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
