// The buyer's problem report: the lines that went wrong (what and how much), what happened, and up to 3 photos. It
// waits in the outbox as one multipart request.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { REVIEW_COMMENT_MAX } from '@contract/orders.ts';
import { leftToReport } from '@contract/problem-caps.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import type { LocalOrder } from '@/offline/db.ts';
import { reportOrderProblem } from '@/domain/orders/order-feedback.ts';
import { reportValues, useReportSchema } from '../report-problem-values.ts';
import { ProblemLineChoice } from './problem-line-choice.tsx';
import { PhotoPicker, useProblemPhotos } from './problem-photos.tsx';
import { useInvoiceLabel } from './order-parts.tsx';

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
