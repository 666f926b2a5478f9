// A radio or checkbox drawn as a tappable card (44 px high at least), the look checkout's choices have.
import type { ReactNode } from 'react';

export function ChoiceCard({
  type = 'radio',
  name,
  checked,
  disabled,
  onChange,
  children,
}: {
  type?: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-700 ${
        checked ? 'border-green-700 bg-green-50' : 'border-gray-300 bg-white'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-4 accent-green-700"
      />
      <span className="flex flex-col">{children}</span>
    </label>
  );
}
