// The buyer's counter-offer: the farm's terms prefilled (price, quantity, delivery date and packaging can change),
// a note, and the new total while typing. It is one outbox entry naming the version answered.
import { useEffect, useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_NOTE_MAX } from '@contract/quotes.ts';
import { canonicalJson, quoteTotalMinor } from '@contract/quote-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';
import type { LocalQuote } from '@/offline/db.ts';
import { counterSchema, counterValues, parsePriceMinor, parseQuantity } from '../counter-offer-values.ts';
import { sendBuyerMove } from '../moves.ts';

export function CounterOfferForm({ quote, onDone }: { quote: LocalQuote; onDone: () => void }) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const unitName = useQuoteUnitLabel();
  const headingId = useId();
  const terms = quote.terms;
  const farm = quote.farm_name;
  const schema = useMemo(() => counterSchema(quote), [quote]);
  const {
    register,
    watch,
    setFocus,
    submitWith,
    fieldError,
    serverError,
    setServerError,
    formState: { isSubmitting },
  } = useContractForm(schema, { defaultValues: counterValues(terms) });

  useEffect(() => setFocus('price'), [setFocus]);

  const priceMinor = parsePriceMinor(watch('price'));
  const quantity = parseQuantity(watch('quantity'));
  const liveTotal =
    Number.isFinite(priceMinor) && priceMinor > 0 && Number.isFinite(quantity) && quantity > 0
      ? money(quoteTotalMinor({ quantity, unit: terms.unit, per_unit: terms.per_unit, price_minor: priceMinor }), terms.currency)
      : null;

  const submit = submitWith(
    async (move) => {
      const next = move.terms!;
      if (canonicalJson(next) === canonicalJson({ ...terms, pack_style: terms.pack_style ?? null, variety: terms.variety ?? null })) {
        setServerError(t`Change at least one term to make a counter-offer.`);
        return;
      }
      try {
        await sendBuyerMove(quote, { action: 'counter', terms: next, note: move.note }, t`Counter-offer to ${farm}`);
      } catch {
        toast.error(t`Update failed`);
        return;
      }
      toast.success(t`Counter-offer sent`);
      onDone();
    },
    { onInvalid: (errors) => setServerError(errors.root ? t`Please fix the errors above.` : null) },
  );

  const perUnit = unitName(terms.per_unit);
  const qtyUnit = unitName(terms.unit);
  const currency = terms.currency;

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-violet-200 bg-violet-50/40 p-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="counter-form"
    >
      <h4 id={headingId} className="font-semibold text-gray-900">
        <Trans>Your counter-offer to {farm}</Trans>
      </h4>
      <p className="text-sm text-gray-700">
        <Trans>Change what you want and add a note. The farm can accept it or answer with a revised quote.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Price per {perUnit} ({currency})</Trans>}
          inputMode="decimal"
          autoComplete="off"
          error={fieldError('price')}
          required
          {...register('price')}
        />
        <TextField
          label={<Trans>Quantity ({qtyUnit})</Trans>}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('quantity')}
          required
          {...register('quantity')}
        />
        <TextField
          label={<Trans>Delivery date</Trans>}
          type="date"
          min={terms.availability_start}
          max={terms.availability_end}
          error={fieldError('delivery_date')}
          hint={<AvailabilityHint start={terms.availability_start} end={terms.availability_end} />}
          required
          {...register('delivery_date')}
        />
        <TextField label={<Trans>Pack type</Trans>} error={fieldError('pack_type')} maxLength={60} required {...register('pack_type')} />
        <TextField label={<Trans>Pack style (optional)</Trans>} error={fieldError('pack_style')} maxLength={60} {...register('pack_style')} />
      </div>
      <TextAreaField label={<Trans>Note to the farm (optional)</Trans>} error={fieldError('note')} maxLength={QUOTE_NOTE_MAX} {...register('note')} />
      <p className="text-base font-semibold text-gray-900" aria-live="polite" data-testid="counter-total">
        {liveTotal ? <Trans>New total: {liveTotal}</Trans> : <Trans>New total: enter a price and a quantity</Trans>}
      </p>
      <Notice>{serverError}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Send counter-offer</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function AvailabilityHint({ start, end }: { start: string; end: string }) {
  const { shortDay } = useOrderFormats();
  const from = shortDay(start);
  const to = shortDay(end);
  return <Trans>Available from {from} to {to}</Trans>;
}
