// Pieces of the account forms: a password input with a show/hide toggle, the alert region, the submit
// button and the card the auth pages sit in.
import { useId, useState, type ReactNode, type Ref } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/field.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, Loader2 } from 'lucide-react';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  ref?: Ref<HTMLInputElement>;
}

/** The shared TextField with a show/hide toggle: a labelled button whose aria-pressed says the password is shown. */
export function PasswordField({ id, ref, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const auto = useId();
  const inputId = id ?? `password-${auto}`;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={ref}
      id={inputId}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={inputId}
          aria-label={t`Show password`}
          onClick={() => setShown((s) => !s)}
          className="flex h-10 w-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-green-800"
        >
          {shown ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      }
      {...props}
    />
  );
}

/** Server errors and offline notes: announced as soon as they appear. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' | 'info' }) {
  const colours = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    info: 'border-amber-300 bg-amber-50 text-amber-900',
  }[tone];
  const box = children ? <div className={`rounded-md border px-4 py-3 text-sm ${colours}`}>{children}</div> : null;
  // An alert is announced when it appears; a status region must already be there when its text arrives.
  if (tone === 'error') return box && <div role="alert">{box}</div>;
  return (
    <div role="status" className={box ? undefined : 'sr-only'}>
      {box}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children, disabled }: { busy: boolean; busyLabel: ReactNode; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={buttonClasses('primary', 'lg', 'w-full')}
    >
      {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}

export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {intro && <p className="mt-2 text-gray-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
