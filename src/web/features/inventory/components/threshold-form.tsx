// The low-stock alert level of the product: grades at or below it show a badge and appear in the dashboard's
// alerts. Empty means the default.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { z } from 'zod';
import { inventorySettingsSchema } from '@contract/catalogue.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@contract/constants.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { saveThreshold } from '@/domain/inventory/inventory-writes.ts';
import { useInventoryLabels } from '../labels.ts';
import type { InventoryView } from '../use-inventory.ts';

/** The level as typed: empty is the default (null), anything else must pass the contract's rule. */
function thresholdForm(invalid: string) {
  return z.object({
    level: z.string().transform((text, ctx) => {
      const parsed = inventorySettingsSchema.shape.low_stock_threshold.safeParse(text.trim() === '' ? null : Number(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }),
  });
}

export function ThresholdForm({ view }: { view: InventoryView }) {
  const { t } = useLingui();
  const l = useInventoryLabels();
  const unit = useUnitLabel()(view.product.unit);
  const quantity = useQuantityLabel();
  const ids = useId();
  // Checked on submit only, as the stock forms of this page are.
  const { register, submitWith, fieldError, setError } = useContractForm(thresholdForm(t`Enter a whole number of 0 or more`), {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { level: view.product.low_stock_threshold === null ? '' : String(view.product.low_stock_threshold) },
  });
  const [done, setDone] = useState<string | null>(null);
  const fallback = quantity(DEFAULT_LOW_STOCK_THRESHOLD, view.product.unit);

  const submit = submitWith(
    async ({ level: threshold }) => {
      setDone(null);
      const name = l.productName(view.product);
      try {
        await saveThreshold(view.product, threshold, t`${name}: low-stock alert level`);
        const level = threshold === null ? fallback : quantity(threshold, view.product.unit);
        setDone(threshold === null ? t`Low-stock alert set to the default (${level}).` : t`Low-stock alert set to ${level}.`);
      } catch {
        setError('level', { type: 'local', message: t`The change could not be saved on this device. Try again.` });
      }
    },
    { onInvalid: () => setDone(null) },
  );

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-gray-900">
        <Trans>Low-stock alert</Trans>
      </h2>
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          className="sm:w-64"
          label={t`Alert at (${unit})`}
          hint={t`Leave empty for the default (${fallback}).`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={fieldError('level')}
          {...register('level')}
        />
        <Button type="submit" variant="secondary">
          <Trans>Save alert level</Trans>
        </Button>
      </form>
      <div className="mt-2">
        <Notice tone="success">{done}</Notice>
      </div>
    </section>
  );
}
