// 'Order settings': the farm's checkout terms (minimum order amount, delivery fee, delivery and pickup days, days
// of notice). Saved on the device at once and sent through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod';
import type { SellerPublic } from '@contract/catalogue.ts';
import { DEFAULT_DELIVERY_DAYS, DEFAULT_LEAD_DAYS } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useWeekdayName } from '@/domain/orders/order-labels.tsx';
import { saveSellerTerms } from '@/domain/farm/seller-terms.ts';
import { amountText, parseAmount } from '../amount.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MAX_LEAD_DAYS = 14;

/**
 * The terms as typed (amounts with either decimal mark, days as the checked boxes' values) and as sent. The words are
 * the form's own: the contract's sellerTermsWriteSchema takes numbers, and says nothing a seller typing '25,50' needs.
 */
function useTermsSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      z
        .object({ min: z.string(), fee: z.string(), days: z.array(z.string()), lead: z.string() })
        .transform((v) => ({
          min_order_minor: parseAmount(v.min),
          delivery_fee_minor: parseAmount(v.fee),
          delivery_days: v.days.map(Number).sort((a, b) => a - b),
          lead_days: /^\d+$/.test(v.lead.trim()) ? Number(v.lead.trim()) : NaN,
        }))
        .superRefine((terms, ctx) => {
          if (terms.min_order_minor === null) ctx.addIssue({ code: 'custom', path: ['min'], message: t`Enter an amount such as 25.00.` });
          if (terms.delivery_fee_minor === null) ctx.addIssue({ code: 'custom', path: ['fee'], message: t`Enter an amount such as 25.00.` });
          if (terms.delivery_days.length === 0) ctx.addIssue({ code: 'custom', path: ['days'], message: t`Choose at least one day.` });
          if (!(terms.lead_days >= 0 && terms.lead_days <= MAX_LEAD_DAYS))
            ctx.addIssue({ code: 'custom', path: ['lead'], message: t`Enter a whole number of days from 0 to ${MAX_LEAD_DAYS}.` });
        }),
    [t],
  );
}

export function TermsDialog({
  open,
  onOpenChange,
  farmId,
  farm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  farmId: string;
  farm: SellerPublic | undefined;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Order settings</Trans>}
      description={
        <Trans>
          What buyers see at checkout. Amounts apply in each order's currency: if you sell in Canadian and US dollars, a minimum of 40.00 is $40.00 on an
          order in Canadian dollars and US$40.00 on one in US dollars.
        </Trans>
      }
      closeButton={false}
    >
      {/* Mounted each time the dialog opens, so it starts from the farm's current terms. */}
      <TermsForm farmId={farmId} farm={farm} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function TermsForm({ farmId, farm, onDone }: { farmId: string; farm: SellerPublic | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const weekday = useWeekdayName();
  const {
    register,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(useTermsSchema(), {
    defaultValues: {
      min: amountText(farm?.min_order_minor ?? 0),
      fee: amountText(farm?.delivery_fee_minor ?? 0),
      days: (farm?.delivery_days?.length ? farm.delivery_days : DEFAULT_DELIVERY_DAYS).map(String),
      lead: String(farm?.lead_days ?? DEFAULT_LEAD_DAYS),
    },
  });
  const daysError = fieldError('days');

  const submit = submitWith(async (terms) => {
    try {
      await saveSellerTerms({
        farmId,
        terms: { ...terms, min_order_minor: terms.min_order_minor!, delivery_fee_minor: terms.delivery_fee_minor! },
        label: t`Save order settings`,
      });
    } catch {
      toast.error(t`Your order settings could not be saved. Please sign in again.`);
      return;
    }
    toast.success(t`Order settings saved.`);
    onDone();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex max-h-[65vh] flex-col gap-4 overflow-y-auto p-1">
      <TextField label={t`Minimum order amount`} hint={t`0 for no minimum.`} inputMode="decimal" error={fieldError('min')} {...register('min')} />
      <TextField label={t`Delivery fee`} hint={t`Pickup is free.`} inputMode="decimal" error={fieldError('fee')} {...register('fee')} />
      <fieldset aria-describedby={daysError ? 'terms-days-error' : undefined}>
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Delivery and pickup days</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 rounded-md px-2 hover:bg-gray-50">
              <input type="checkbox" className="size-5 accent-green-700" value={String(d)} {...register('days')} />
              <span className="capitalize text-gray-900">{weekday(d)}</span>
            </label>
          ))}
        </div>
        {daysError && (
          <p id="terms-days-error" role="alert" className="text-sm text-red-700">
            {daysError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t`Days of notice`}
        hint={t`Whole days between an order and its earliest delivery or pickup.`}
        inputMode="numeric"
        error={fieldError('lead')}
        {...register('lead')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
