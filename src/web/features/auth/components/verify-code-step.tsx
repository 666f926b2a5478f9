// The password reset's second step: the 6-digit code, with a resend that waits RESEND_COOLDOWN_S between tries.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { verifyOtpBody } from '@contract/accounts.ts';
import { TextField } from '@/components/ui/field.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { SubmitButton } from './form-parts.tsx';
import { requestCode } from './forgot-password-steps.tsx';

export const RESEND_COOLDOWN_S = 30;

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
  const { t } = useLingui();
  const [info, setInfo] = useState<string | null>(notice);
  const [cooldown, restartCooldown] = useCooldown(RESEND_COOLDOWN_S);
  const [resending, setResending] = useState(false);
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    setServerError,
    formState: { isSubmitting },
  } = useContractForm(verifyOtpBody, { defaultValues: { identifier, otp: '' } });

  const onSubmit = submitWith(async (body) => {
    const res = await api<{ message: string; reset_token: string }>('/account/verify_otp/', { method: 'POST', body });
    onVerified(res.reset_token, res.message);
  });
  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      const res = await requestCode(identifier);
      setInfo(res.message);
      restartCooldown();
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError(t`You are offline. Connect and try again.`);
      else setServerError(err instanceof ApiError ? err.message : t`Something went wrong`);
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
        error={fieldError('otp')}
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
