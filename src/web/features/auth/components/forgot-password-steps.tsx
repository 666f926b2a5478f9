// The three forms of the password reset: ask for a code, enter it, choose a new password.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgetPasswordBody, otpRequestBody, verifyOtpBody } from '@contract/accounts.ts';
import { TextField } from '@/components/ui/field.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { PasswordField, SubmitButton } from './form-parts.tsx';
import { Notice } from '@/components/ui/notice.tsx';

export const RESEND_COOLDOWN_S = 30;

function useFailureText(): (err: unknown) => string {
  const { t } = useLingui();
  return (err) => {
    if (err instanceof ApiError && err.isNetwork) return t`You are offline. Connect and try again.`;
    return err instanceof ApiError ? err.message : t`Something went wrong`;
  };
}

export function requestCode(identifier: string): Promise<{ message: string }> {
  return api<{ message: string }>('/account/forget-password-request/', { method: 'POST', body: { identifier } });
}

export function RequestCodeStep({ onSent }: { onSent: (identifier: string, message: string) => void }) {
  const errorText = useErrorText();
  const failure = useFailureText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(otpRequestBody), mode: 'onTouched', defaultValues: { identifier: '' } });
  const onSubmit = handleSubmit(async ({ identifier }) => {
    setServerError(null);
    try {
      const res = await requestCode(identifier);
      onSent(identifier, res.message);
    } catch (err) {
      setServerError(failure(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice>{serverError}</Notice>
      <TextField
        label={<Trans>Email or phone number</Trans>}
        autoComplete="username"
        hint={<Trans>We will send a 6-digit code to the email or phone of your account.</Trans>}
        error={errorText(errors.identifier?.message)}
        {...register('identifier')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={<Trans>Sending...</Trans>}>
        <Trans>Send code</Trans>
      </SubmitButton>
    </form>
  );
}

function useCooldown(seconds: number): [number, () => void] {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return [left, () => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }];
}

export function VerifyCodeStep({ identifier, notice, onVerified }: { identifier: string; notice: string | null; onVerified: (resetToken: string, message: string) => void }) {
  const errorText = useErrorText();
  const failure = useFailureText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice);
  const [cooldown, restartCooldown] = useCooldown(RESEND_COOLDOWN_S);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyOtpBody), mode: 'onTouched', defaultValues: { identifier, otp: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const res = await api<{ message: string; reset_token: string }>('/account/verify_otp/', { method: 'POST', body });
      onVerified(res.reset_token, res.message);
    } catch (err) {
      setServerError(failure(err));
    }
  });
  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      const res = await requestCode(identifier);
      setInfo(res.message);
      restartCooldown();
    } catch (err) {
      setServerError(failure(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice tone="success">{info}</Notice>
      <Notice>{serverError}</Notice>
      <TextField
        label={<Trans>6-digit code</Trans>}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={errorText(errors.otp?.message)}
        {...register('otp')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={<Trans>Checking...</Trans>}>
        <Trans>Verify code</Trans>
      </SubmitButton>
      <button type="button" onClick={() => void resend()} disabled={cooldown > 0 || resending} className={buttonClasses('secondary', 'md', 'w-full')}>
        {cooldown > 0 ? <Trans>Resend code in {cooldown} s</Trans> : <Trans>Resend code</Trans>}
      </button>
    </form>
  );
}

export function NewPasswordStep({ resetToken, notice, onDone }: { resetToken: string; notice: string | null; onDone: (message: string) => void }) {
  const errorText = useErrorText();
  const failure = useFailureText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgetPasswordBody),
    mode: 'onTouched',
    defaultValues: { reset_token: resetToken, password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const res = await api<{ message: string }>('/account/forget-password/', { method: 'POST', body });
      onDone(res.message);
    } catch (err) {
      setServerError(failure(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice tone="success">{notice}</Notice>
      <Notice>{serverError}</Notice>
      <PasswordField
        label={<Trans>New password</Trans>}
        autoComplete="new-password"
        hint={<Trans>At least 8 characters, with letters and a number or symbol.</Trans>}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={<Trans>Confirm new password</Trans>}
        autoComplete="new-password"
        error={errorText(errors.confirm_password?.message)}
        {...register('confirm_password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={<Trans>Saving...</Trans>}>
        <Trans>Set new password</Trans>
      </SubmitButton>
    </form>
  );
}
