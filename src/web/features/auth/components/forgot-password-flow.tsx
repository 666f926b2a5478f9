// /forgot-password: request a code, verify it, set a new password. The step lives in the URL so Back
// works; the identifier and the reset token stay in component state only (never stored).
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/components/ui/button.tsx';
import { AuthCard } from './form-parts.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { NewPasswordStep, RequestCodeStep } from './forgot-password-steps.tsx';
import { VerifyCodeStep } from './verify-code-step.tsx';

import { RESET_STEPS, type ResetStep } from '../reset-steps.ts';

export function ForgotPasswordFlow({ step, goTo }: { step: ResetStep; goTo: (step: ResetStep) => void }) {
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A reload loses the state a later step needs: start again from the first step.
  const shown: ResetStep =
    step === 'verify' && !identifier ? 'request' : step === 'reset' && !resetToken ? 'request' : step === 'done' && !notice ? 'request' : step;

  const stepNumber = Math.min(RESET_STEPS.indexOf(shown) + 1, 3);
  const titles: Record<ResetStep, ReactNode> = {
    request: <Trans>Forgot password?</Trans>,
    verify: <Trans>Enter your code</Trans>,
    reset: <Trans>Choose a new password</Trans>,
    done: <Trans>Password reset</Trans>,
  };
  const intros: Record<ResetStep, ReactNode> = {
    request: <Trans>Enter the email or phone number of your account and we will send you a code.</Trans>,
    verify: <Trans>Type the 6-digit code we sent you. It expires in 10 minutes.</Trans>,
    reset: null,
    done: null,
  };

  return (
    <AuthCard title={titles[shown]} intro={intros[shown]}>
      <p className="mb-4 text-sm text-gray-600">
        <Trans>Step {stepNumber} of 3</Trans>
      </p>
      {shown === 'request' && (
        <RequestCodeStep
          onSent={(id, message) => {
            setIdentifier(id);
            setNotice(message);
            goTo('verify');
          }}
        />
      )}
      {shown === 'verify' && identifier && (
        <VerifyCodeStep
          identifier={identifier}
          notice={notice}
          onVerified={(token, message) => {
            setResetToken(token);
            setNotice(message);
            goTo('reset');
          }}
        />
      )}
      {shown === 'reset' && resetToken && (
        <NewPasswordStep
          resetToken={resetToken}
          notice={notice}
          onDone={(message) => {
            setResetToken(null);
            setNotice(message);
            goTo('done');
          }}
        />
      )}
      {shown === 'done' && (
        <div className="space-y-4">
          <Notice tone="success">{notice}</Notice>
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      )}
      {shown !== 'done' && (
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-medium text-green-800 underline underline-offset-2">
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
