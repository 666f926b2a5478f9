// The quote form's first two groups: the produce (variety, grade, packing) and the quantity and dates, with the
// buyer's quantity and day as hints. The quantity prefilled from the request follows the unit until the farmer
// types another.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { GRADES, QUOTE_UNITS, type QuoteUnit } from '@contract/enums.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';
import { requestQuantityIn } from '../quote-form-values.ts';
import type { QuoteFieldError, QuoteForm } from '../quote-form-schema.ts';
import { useRequestFacts } from './request-facts.tsx';

export function ProduceFields({ form, errorOf }: { form: QuoteForm; errorOf: QuoteFieldError }) {
  const { t } = useLingui();
  const gradeName = useGradeName();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-gray-900">
        <Trans>Produce</Trans>
      </legend>
      <TextField label={t`Variety (optional)`} maxLength={120} error={errorOf('variety')} {...form.register('variety')} />
      <SelectField label={t`Grade`} error={errorOf('grade')} {...form.register('grade')}>
        <option value="">{t`Choose a grade`}</option>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            {gradeName(g)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Pack type`}
        hint={t`For example 50 lb sacks, bins or cases`}
        maxLength={60}
        error={errorOf('pack_type')}
        {...form.register('pack_type')}
      />
      <TextField
        label={t`Pack style (optional)`}
        hint={t`For example washed, topped, bunched`}
        maxLength={60}
        error={errorOf('pack_style')}
        {...form.register('pack_style')}
      />
    </fieldset>
  );
}

interface QuantityAndDatesProps {
  form: QuoteForm;
  errorOf: QuoteFieldError;
  request: QuoteRequest;
  today: string;
}

export function QuantityAndDatesFields({ form, errorOf, request, today }: QuantityAndDatesProps) {
  const { t } = useLingui();
  const unitName = useQuoteUnitLabel();
  const facts = useRequestFacts();
  const availabilityStart = useWatch({ control: form.control, name: 'availability_start' });
  const requestAbout = facts.aboutLb(request);
  const requestQty = requestAbout ? `${facts.quantity(request)} (${requestAbout})` : facts.quantity(request);
  const requestDay = facts.shortDay(request.delivery_date);
  const unitField = form.register('unit');

  function changeUnit(event: ChangeEvent<HTMLSelectElement>) {
    const prefilled = requestQuantityIn(request, form.getValues('unit'));
    if (form.getValues('quantity') === prefilled && prefilled !== '')
      form.setValue('quantity', requestQuantityIn(request, event.target.value as QuoteUnit));
    void unitField.onChange(event);
  }

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-gray-900">
        <Trans>Quantity and dates</Trans>
      </legend>
      <TextField
        label={t`Quantity`}
        hint={t`The buyer asked for ${requestQty}`}
        inputMode="numeric"
        maxLength={12}
        error={errorOf('quantity')}
        {...form.register('quantity')}
      />
      <SelectField label={t`Unit`} {...unitField} onChange={changeUnit}>
        {QUOTE_UNITS.map((u) => (
          <option key={u} value={u}>
            {unitName(u)}
          </option>
        ))}
      </SelectField>
      <TextField type="date" label={t`Available from`} min={today} error={errorOf('availability_start')} {...form.register('availability_start')} />
      <TextField
        type="date"
        label={t`Available until`}
        min={availabilityStart || today}
        error={errorOf('availability_end')}
        {...form.register('availability_end')}
      />
      <TextField
        type="date"
        label={t`Delivery date`}
        hint={t`The buyer asked for ${requestDay}; it must fall within your availability.`}
        min={today}
        error={errorOf('delivery_date')}
        {...form.register('delivery_date')}
      />
      <TextField
        label={t`Location`}
        hint={t`Where the produce ships from or is picked up`}
        maxLength={200}
        error={errorOf('location')}
        {...form.register('location')}
      />
    </fieldset>
  );
}
