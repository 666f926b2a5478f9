// The buyer's problem report: the lines that went wrong (what and how much), what happened, and up to 3 photos. It
// waits in the outbox as one multipart request.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { PROBLEM_KINDS } from '@contract/enums.ts';
import { REVIEW_COMMENT_MAX, type OrderLine } from '@contract/orders.ts';
import { leftToReport } from '@contract/problem-caps.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm, type ContractForm } from '@/lib/use-contract-form.ts';
import { useProblemKindLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { reportOrderProblem } from '@/domain/orders/order-feedback.ts';
import { reportValues, useReportSchema } from '../report-problem-values.ts';
import { PhotoPicker, useProblemPhotos } from './problem-photos.tsx';
import { useInvoiceLabel, useLineName } from './order-parts.tsx';

type ReportForm = ContractForm<ReturnType<typeof useReportSchema>>;

export function ReportProblemForm({ order, onDone }: { order: LocalOrder; onDone: () => void }) {
  const { t } = useLingui();
  const invoice = useInvoiceLabel();
  // The earlier reports count too: the server refuses more of a line than was delivered, all reports together.
  const left = useMemo(() => leftToReport(order), [order]);
  const schema = useReportSchema(order, left);
  const form = useContractForm(schema, { defaultValues: reportValues(order, left) });
  const photos = useProblemPhotos();
  const linesError = form.formState.errors.root?.lines?.message;

  const submit = form.submitWith(async ({ lines, description }) => {
    try {
      const number = invoice(order);
      await reportOrderProblem({
        order,
        lines,
        description,
        photos: photos.photos.map((p) => ({ name: p.file.name, type: p.file.type, blob: p.file })),
        label: t`Report a problem with order ${number}`,
      });
    } catch {
      toast.error(t`Update failed`);
      return;
    }
    toast.success(t`Problem reported to the farm`);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate aria-label={t`Report a problem`}>
      <fieldset aria-describedby={linesError ? 'problem-lines-error' : undefined}>
        <legend className="font-semibold text-gray-900">
          <Trans>Which products?</Trans>
        </legend>
        <ul className="mt-2 flex flex-col gap-3">
          {order.lines.map((line, index) => (
            <ProblemLineChoice key={line.id} form={form} line={line} index={index} open={left.get(line.id) ?? line.quantity} />
          ))}
        </ul>
        {linesError && (
          <p id="problem-lines-error" className="mt-1 text-sm text-red-700">
            {linesError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t`What happened?`}
        required
        aria-required="true"
        maxLength={REVIEW_COMMENT_MAX}
        error={form.fieldError('description')}
        {...form.register('description')}
      />
      <PhotoPicker {...photos} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Camera aria-hidden="true" className="size-4" />
          <Trans>Send report</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** One line of the order: a checkbox, then what went wrong and how much once it is chosen. */
function ProblemLineChoice({ form, line, index, open }: { form: ReportForm; line: OrderLine; index: number; open: number }) {
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
