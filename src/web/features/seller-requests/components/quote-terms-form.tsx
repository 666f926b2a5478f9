// The terms form of spec §3 (variety, grade, packType, packStyle, quantity, unit, availabilityStart,
// availabilityEnd, location, price, perUnit, currency, note) plus the delivery date, and for a first quote which of
// my products it is. Used for a first quote and for a revised one. Validated on submit by the contract's schema
// (messages per field in the reader's language, the first invalid field takes the focus), then again as the
// farmer corrects. The total is worked out live with the buyer's target beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { QUOTE_NOTE_MAX, type QuoteRequest } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useContractForm } from '@/lib/use-contract-form.ts';
import type { QuoteFormField, QuoteFormValues } from '../quote-form-values.ts';
import { quoteFormSchema } from '../quote-form-schema.ts';
import { PriceFields } from './quote-price-fields.tsx';
import { QuoteProductChoice } from './quote-product-choice.tsx';
import { ProduceFields, QuantityAndDatesFields } from './quote-term-fields.tsx';

export interface QuoteTermsFormProps {
  request: QuoteRequest;
  initial: QuoteFormValues;
  today: string;
  /** My products of the request's category (first quote only: a move cannot change the product). */
  products?: Product[];
  /** 'City, PROVINCE' of each of my branches, by id (a chosen product's location). */
  branchPlaces?: Record<string, string>;
  submitLabel: ReactNode;
  /** The terms as the schema returned them. */
  onSubmit: (terms: QuoteTerms, note: string | null, productId: string | null) => Promise<void> | void;
  onCancel?: () => void;
  /** Labels the form (the heading above it). */
  labelledBy?: string;
}

export function QuoteTermsForm({
  request,
  initial,
  today,
  products,
  branchPlaces = {},
  submitLabel,
  onSubmit,
  onCancel,
  labelledBy,
}: QuoteTermsFormProps) {
  const { t } = useLingui();
  const schema = useMemo(() => quoteFormSchema(today), [today]);
  // Nothing is checked before the first submit; after it, every change re-checks every field.
  const form = useContractForm(schema, { defaultValues: initial, mode: 'onSubmit' });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const { watch, trigger } = form;

  // react-hook-form re-checks only the field that changed; the dates and the total limit are rules across fields,
  // so a change can move a message to another input (and the count below follows).
  useEffect(() => {
    if (!isSubmitted) return;
    const { unsubscribe } = watch(() => void trigger());
    return unsubscribe;
  }, [isSubmitted, watch, trigger]);

  const errorOf = (field: QuoteFormField) => (errors[field]?.message === 'past' ? t`Choose today or a later date` : form.fieldError(field));
  // A failed local write is not the farmer's to fix here: it surfaces as before, not as a form message.
  const submit = form.handleSubmit(({ terms, note, productId }) => onSubmit(terms, note, productId));
  const errorCount = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={labelledBy} className="flex flex-col gap-5" data-testid="quote-form">
      {products && <QuoteProductChoice form={form} products={products} branchPlaces={branchPlaces} today={today} />}
      <ProduceFields form={form} errorOf={errorOf} />
      <QuantityAndDatesFields form={form} errorOf={errorOf} request={request} today={today} />
      <PriceFields form={form} errorOf={errorOf} request={request} />
      <TextAreaField label={t`Note to the buyer (optional)`} maxLength={QUOTE_NOTE_MAX} {...form.register('note')} />

      {errorCount > 0 && (
        <Notice>{errorCount === 1 ? <Trans>One field needs your attention.</Trans> : <Trans>{errorCount} fields need your attention.</Trans>}</Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
