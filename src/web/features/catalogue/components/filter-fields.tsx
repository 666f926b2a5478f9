// The filter form's fields: text committed after a typing pause, a labelled select, and the price range.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CatalogueFilter } from '@contract/catalogue.ts';

const SELECT = 'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900';
const TYPING_PAUSE_MS = 400;

/** A text input that keeps what is typed and commits it after a pause; follows the URL when it changes elsewhere. */
export function CommitText({
  label,
  value,
  onCommit,
  type = 'text',
  inputMode,
  placeholder,
  pauseMs = TYPING_PAUSE_MS,
}: {
  label: ReactNode;
  value: string;
  onCommit: (text: string) => void;
  type?: 'text' | 'search';
  inputMode?: 'decimal';
  placeholder?: string;
  pauseMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onCommit(next.trim());
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), pauseMs);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(text);
          }
        }}
        className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500"
      />
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        {children}
      </select>
    </div>
  );
}

/** A price bound as the user typed it: a number of dollars (or rupees), empty for none, anything else ignored. */
function parsePrice(text: string): number | undefined | null {
  if (text === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Min and max price; a bound that is not a number is ignored until it is one. */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  onChange: (patch: Partial<CatalogueFilter>, opts?: { replace?: boolean }) => void;
}) {
  const price = (v: number | undefined) => (v === undefined ? '' : String(v));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-800">
        <Trans>Price range</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <CommitText
          label={<Trans>Min price</Trans>}
          inputMode="decimal"
          value={price(min)}
          pauseMs={700}
          onCommit={(text) => {
            const v = parsePrice(text);
            if (v !== null) onChange({ price_min: v }, { replace: true });
          }}
        />
        <CommitText
          label={<Trans>Max price</Trans>}
          inputMode="decimal"
          value={price(max)}
          pauseMs={700}
          onCommit={(text) => {
            const v = parsePrice(text);
            if (v !== null) onChange({ price_max: v }, { replace: true });
          }}
        />
      </div>
    </fieldset>
  );
}
