// One line of the order in the problem report: a checkbox, then what went wrong and how much once it is chosen,
// with what earlier reports left to report.
import { useLingui } from '@lingui/react/macro';
import { PROBLEM_KINDS } from '@contract/enums.ts';
import type { OrderLine } from '@contract/orders.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { TextField } from '@/components/ui/field.tsx';
import type { ContractForm } from '@/lib/use-contract-form.ts';
import { useProblemKindLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { useReportSchema } from '../report-problem-values.ts';
import { useLineName } from './order-parts.tsx';

export type ReportForm = ContractForm<ReturnType<typeof useReportSchema>>;

/** One line of the order: a checkbox, then what went wrong and how much once it is chosen. */
export function ProblemLineChoice({ form, line, index, open }: { form: ReportForm; line: OrderLine; index: number; open: number }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const kindLabel = useProblemKindLabel();
  const picked = form.watch(`lines.${index}.picked`);
  const name = lineName(line);
  const grade = gradeName(line.grade);
  const unit = unitName(line.unit);
  const delivered = line.quantity;
  const pick = form.register(`lines.${index}.picked`, {
    // A line chosen again starts afresh: missing, in full.
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) return;
      form.setValue(`lines.${index}.kind`, 'missing');
      form.setValue(`lines.${index}.quantity`, String(open));
    },
  });

  return (
    <li className="rounded-md border border-gray-200 p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-green-700"
          disabled={open === 0}
          aria-describedby={open < delivered ? `problem-left-${line.id}` : undefined}
          {...pick}
        />
        <span className="text-gray-900">
          {name} ({grade})
        </span>
      </label>
      {open < delivered && (
        <p id={`problem-left-${line.id}`} className="mt-1 text-sm text-gray-700">
          {open === 0 ? t`Already reported in full.` : t`Earlier reports cover part of it: up to ${open} of ${delivered} can still be reported.`}
        </p>
      )}
      {picked && (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <SelectField label={t`What went wrong with ${name}?`} {...form.register(`lines.${index}.kind`)}>
            {PROBLEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Quantity affected (${unit})`}
            type="number"
            inputMode="numeric"
            min={1}
            max={open}
            error={form.fieldError(`lines.${index}.quantity`)}
            {...form.register(`lines.${index}.quantity`)}
          />
        </div>
      )}
    </li>
  );
}
