// The request form's small pieces: a titled section, the grade, unit, fulfilment and payment choices, and the id
// each field's error focuses.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { GRADES, UNITS, type FulfilmentMethod } from '@contract/enums.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { RequestDraft } from '../request-draft.ts';
import type { RequestField } from '../request-values.ts';

/** The element each field's error focuses. */
export const fieldId = (field: RequestField) => `request-${field}`;

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function GradeSelect({ value, onChange }: { value: RequestDraft['grade']; onChange: (grade: RequestDraft['grade']) => void }) {
  const { t } = useLingui();
  const gradeName = useGradeName();
  return (
    <SelectField id="request-grade" label={<Trans>Grade</Trans>} value={value} onChange={(e) => onChange(e.target.value as RequestDraft['grade'])}>
      <option value="">{t`Any grade`}</option>
      {GRADES.map((g) => (
        <option key={g} value={g}>
          {gradeName(g)}
        </option>
      ))}
    </SelectField>
  );
}

export function UnitSelect({ value, error, onChange }: { value: RequestDraft['unit']; error?: string | undefined; onChange: (unit: RequestDraft['unit']) => void }) {
  const unitLabel = useUnitLabel();
  return (
    <SelectField id={fieldId('unit')} label={<Trans>Unit</Trans>} value={value} error={error} onChange={(e) => onChange(e.target.value as RequestDraft['unit'])}>
      {UNITS.map((u) => (
        <option key={u} value={u}>
          {unitLabel(u)}
        </option>
      ))}
    </SelectField>
  );
}

export function FulfilmentChoice({ value, onChange }: { value: FulfilmentMethod; onChange: (f: FulfilmentMethod) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: Array<{ id: FulfilmentMethod; label: string }> = [
    { id: 'delivery', label: t`Delivered to my address` },
    { id: 'pickup', label: t`I pick up at the farm` },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        <Trans>How do you receive it?</Trans>
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((o) => (
          <label key={o.id} className="flex min-h-11 items-center gap-3 text-gray-900">
            <input type="radio" name={name} className="size-5 accent-green-700" checked={value === o.id} onChange={() => onChange(o.id)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PaymentSelect({ value, options, onChange }: { value: RequestDraft['payment_method']; options: RequestDraft['payment_method'][]; onChange: (m: RequestDraft['payment_method']) => void }) {
  const label = usePaymentMethodLabel();
  return (
    <SelectField label={<Trans>Payment method</Trans>} value={value} onChange={(e) => onChange(e.target.value as RequestDraft['payment_method'])}>
      {options.map((m) => (
        <option key={m} value={m}>
          {label(m)}
        </option>
      ))}
    </SelectField>
  );
}
