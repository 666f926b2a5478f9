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
