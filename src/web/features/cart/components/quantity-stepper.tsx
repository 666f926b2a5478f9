// − / quantity / + with a label; typing commits on blur or Enter. Bounds: 1 and the stock left.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  disabled?: boolean;
}

export function QuantityStepper({ value, max, label, onChange, disabled }: QuantityStepperProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(1, max);
  const commit = () => {
    if (draft === null) return;
    const n = Math.trunc(Number(draft));
    setDraft(null);
    if (Number.isFinite(n) && n >= 1 && n !== value) onChange(Math.min(n, upper));
  };
  const btn =
    'inline-flex size-10 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400';
  return (
    <div className="inline-flex items-center rounded-md border border-gray-400 bg-white" role="group" aria-label={label}>
      <button type="button" className={`${btn} rounded-l-md`} aria-label={t`Decrease quantity`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={upper}
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className="h-10 w-16 border-x border-gray-300 text-center text-base text-gray-900 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className={`${btn} rounded-r-md`} aria-label={t`Increase quantity`} disabled={disabled || value >= upper} onClick={() => onChange(value + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
