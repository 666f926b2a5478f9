// Labelled select and textarea (the same look as TextField), for every form of the app.
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlClass = 'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, id, className = '', children, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? `select-${auto}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`${controlClass} ${error ? 'border-red-700' : 'border-gray-400'}`}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, error, id, className = '', ...area }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? `area-${auto}`;
  const described = [hint ? `${areaId}-hint` : '', error ? `${areaId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={areaId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {hint && (
        <p id={`${areaId}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <textarea
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${controlClass} ${error ? 'border-red-700' : 'border-gray-400'}`}
        {...area}
      />
      {error && (
        <p id={`${areaId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
