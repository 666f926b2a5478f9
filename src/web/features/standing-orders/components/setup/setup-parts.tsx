// The set-up form's farm, first and last delivery dates, and the note for the farm.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SellerPublic } from '@contract/catalogue.ts';
import { ORDER_NOTE_MAX } from '@contract/orders.ts';
import type { createStandingOrderSchema } from '@contract/standing-orders.ts';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import type { ContractForm } from '@/lib/use-contract-form.ts';

type SetupFormApi = ContractForm<typeof createStandingOrderSchema>;

export function SetupFarmAndDates({
  form,
  farms,
  dates,
  onFarm,
}: {
  form: SetupFormApi;
  farms: SellerPublic[];
  dates: string[];
  onFarm: (sellerId: string) => void;
}) {
  const { t } = useLingui();
  const { day } = useOrderFormats();
  const sellerId = form.watch('seller_id');
  const start = form.watch('start_date');
  const cadence = form.watch('cadence');
  const farmError = form.fieldError('seller_id');
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-end">
      <SelectField
        id="setup-farm"
        className="md:col-span-2"
        label={<Trans>Farm</Trans>}
        value={sellerId}
        error={farmError ? t`Choose a farm` : undefined}
        onChange={(e) => onFarm(e.target.value)}
      >
        <option value="">{t`Choose a farm`}</option>
        {farms.map((f) => (
          <option key={f.id} value={f.id}>
            {`${f.farm_name} · ${f.province}`}
          </option>
        ))}
      </SelectField>
      {sellerId && (
        <>
          <SelectField
            id="setup-start"
            label={cadence === 'weekdays' ? <Trans>Starting from</Trans> : <Trans>First delivery</Trans>}
            value={start}
            error={form.fieldError('start_date') ?? (dates.length === 0 ? t`This farm has no delivery day in the next weeks.` : undefined)}
            onChange={(e) => form.setValue('start_date', e.target.value, { shouldValidate: form.formState.isSubmitted })}
          >
            <option value="">{t`Choose a date`}</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {day(d)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="setup-end"
            type="date"
            label={<Trans>Last delivery (optional)</Trans>}
            hint={<Trans>Leave empty to keep it going until you cancel.</Trans>}
            min={start || undefined}
            error={form.fieldError('end_date')}
            {...form.register('end_date', { setValueAs: (x: unknown) => (typeof x === 'string' && x ? x : null) })}
          />
        </>
      )}
    </div>
  );
}

export function SetupNote({ form, farm }: { form: SetupFormApi; farm: string }) {
  return (
    <TextAreaField
      label={<Trans>Note for {farm} (optional)</Trans>}
      maxLength={ORDER_NOTE_MAX}
      rows={2}
      error={form.fieldError('note')}
      {...form.register('note')}
    />
  );
}
