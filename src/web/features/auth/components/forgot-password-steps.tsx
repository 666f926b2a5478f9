// The first and last forms of the password reset: ask for a code, then choose a new password (the code itself
// is entered in verify-code-step.tsx).
import { Trans } from '@lingui/react/macro';
import { forgetPasswordBody, otpRequestBody } from '@contract/accounts.ts';
import { TextField } from '@/components/ui/field.tsx';
import { api } from '@/lib/api.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { PasswordField, SubmitButton } from './form-parts.tsx';
import { Notice } from '@/components/ui/notice.tsx';

export function requestCode(identifier: string): Promise<{ message: string }> {
  return api<{ message: string }>('/account/forget-password-request/', { method: 'POST', body: { identifier } });
}

export function RequestCodeStep({ onSent }: { onSent: (identifier: string, message: string) => void }) {
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { isSubmitting },
  } = useContractForm(otpRequestBody, { defaultValues: { identifier: '' } });
  const onSubmit = submitWith(async ({ identifier }) => {
    const res = await requestCode(identifier);
    onSent(identifier, res.message);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice>{serverError}</Notice>
      <TextField
        label={<Trans>Email or phone number</Trans>}
        autoComplete="username"
        hint={<Trans>We will send a 6-digit code to the email or phone of your account.</Trans>}
        error={fieldError('identifier')}
        {...register('identifier')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={<Trans>Sending...</Trans>}>
        <Trans>Send code</Trans>
      </SubmitButton>
    </form>
  );
}

export function NewPasswordStep({ resetToken, notice, onDone }: { resetToken: string; notice: string | null; onDone: (message: string) => void }) {
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { isSubmitting },
  } = useContractForm(forgetPasswordBody, {
    defaultValues: { reset_token: resetToken, password: '', confirm_password: '' },
  });
  const onSubmit = submitWith(async (body) => {
    const res = await api<{ message: string }>('/account/forget-password/', { method: 'POST', body });
    onDone(res.message);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice tone="success">{notice}</Notice>
      <Notice>{serverError}</Notice>
      <PasswordField
        label={<Trans>New password</Trans>}
        autoComplete="new-password"
        hint={<Trans>At least 8 characters, with letters and a number or symbol.</Trans>}
        error={fieldError('password')}
        {...register('password')}
      />
      <PasswordField
        label={<Trans>Confirm new password</Trans>}
        autoComplete="new-password"
        error={fieldError('confirm_password')}
        {...register('confirm_password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={<Trans>Saving...</Trans>}>
        <Trans>Set new password</Trans>
      </SubmitButton>
    </form>
  );
}
