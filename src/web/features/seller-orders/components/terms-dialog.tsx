// 'Order settings': the farm's checkout terms (minimum order amount, delivery fee, delivery and pickup days, days
// of notice). Saved on the device at once and sent through the outbox (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SellerPublic } from '@contract/catalogue.ts';
import { DEFAULT_DELIVERY_DAYS, DEFAULT_LEAD_DAYS } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useWeekdayName } from '@/lib/order-labels.tsx';
import { saveSellerTerms } from '@/offline/seller-terms.ts';
import { amountText, parseAmount } from '../amount.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MAX_LEAD_DAYS = 14;

interface Errors {
  min?: string;
  fee?: string;
  days?: string;
  lead?: string;
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
      description={<Trans>What buyers see at checkout. Amounts are in your products' currency.</Trans>}
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
  const [min, setMin] = useState(() => amountText(farm?.min_order_minor ?? 0));
  const [fee, setFee] = useState(() => amountText(farm?.delivery_fee_minor ?? 0));
  const [days, setDays] = useState<number[]>(() => (farm?.delivery_days?.length ? [...farm.delivery_days] : [...DEFAULT_DELIVERY_DAYS]));
  const [lead, setLead] = useState(() => String(farm?.lead_days ?? DEFAULT_LEAD_DAYS));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minMinor = parseAmount(min);
    const feeMinor = parseAmount(fee);
    const leadDays = /^\d+$/.test(lead.trim()) ? Number(lead.trim()) : NaN;
    const next: Errors = {};
    if (minMinor === null) next.min = t`Enter an amount such as 25.00.`;
    if (feeMinor === null) next.fee = t`Enter an amount such as 25.00.`;
    if (days.length === 0) next.days = t`Choose at least one day.`;
    if (!(leadDays >= 0 && leadDays <= MAX_LEAD_DAYS)) next.lead = t`Enter a whole number of days from 0 to ${MAX_LEAD_DAYS}.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      await saveSellerTerms({
        farmId,
        terms: {
          min_order_minor: minMinor!,
          delivery_fee_minor: feeMinor!,
          delivery_days: days,
          lead_days: leadDays,
        },
        label: t`Save order settings`,
      });
      toast.success(t`Order settings saved.`);
      onDone();
    } catch {
      toast.error(t`Your order settings could not be saved. Please sign in again.`);
    } finally {
      setSaving(false);
    }
  };

  const toggle = (day: number) => setDays((d) => (d.includes(day) ? d.filter((x) => x !== day) : [...d, day].sort((a, b) => a - b)));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex max-h-[65vh] flex-col gap-4 overflow-y-auto p-1">
      <TextField
        label={t`Minimum order amount`}
        hint={t`0 for no minimum.`}
        inputMode="decimal"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        error={errors.min}
      />
      <TextField
        label={t`Delivery fee`}
        hint={t`Pickup is free.`}
        inputMode="decimal"
        value={fee}
        onChange={(e) => setFee(e.target.value)}
        error={errors.fee}
      />
      <fieldset aria-describedby={errors.days ? 'terms-days-error' : undefined}>
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Delivery and pickup days</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 rounded-md px-2 hover:bg-gray-50">
              <input type="checkbox" className="size-5 accent-green-700" checked={days.includes(d)} onChange={() => toggle(d)} />
              <span className="capitalize text-gray-900">{weekday(d)}</span>
            </label>
          ))}
        </div>
        {errors.days && (
          <p id="terms-days-error" role="alert" className="text-sm text-red-700">
            {errors.days}
          </p>
        )}
      </fieldset>
      <TextField
        label={t`Days of notice`}
        hint={t`Whole days between an order and its earliest delivery or pickup.`}
        inputMode="numeric"
        value={lead}
        onChange={(e) => setLead(e.target.value)}
        error={errors.lead}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
