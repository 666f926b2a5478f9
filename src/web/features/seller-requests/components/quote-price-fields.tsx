// The quote form's price group: price, per which unit, currency, and the total worked out live with the buyer's
// target beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { CURRENCIES, QUOTE_UNITS } from '@contract/enums.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';
import { liveTotalMinor } from '../quote-form-values.ts';
import type { QuoteFieldError, QuoteForm } from '../quote-form-schema.ts';
import { useRequestFacts } from './request-facts.tsx';

export function PriceFields({ form, errorOf, request }: { form: QuoteForm; errorOf: QuoteFieldError; request: QuoteRequest }) {
  const { t } = useLingui();
  const unitName = useQuoteUnitLabel();
  const facts = useRequestFacts();
  const [quantity, unit, perUnit, price, currency] = useWatch({ control: form.control, name: ['quantity', 'unit', 'per_unit', 'price', 'currency'] });
  const total = liveTotalMinor({ quantity, unit, per_unit: perUnit, price });
  const target = facts.target(request);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold text-gray-900">
        <Trans>Price</Trans>
      </legend>
      <TextField
        label={t`Price`}
        hint={t`For one unit below, such as 1.25`}
        inputMode="decimal"
        maxLength={12}
        error={errorOf('price')}
        {...form.register('price')}
      />
      <SelectField label={t`Per`} {...form.register('per_unit')}>
        {QUOTE_UNITS.map((u) => (
          <option key={u} value={u}>
            {unitName(u)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Currency`} {...form.register('currency')}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <div className="rounded-md border border-gray-200 bg-gray-50 p-3 sm:col-span-3" data-testid="quote-total-box">
        <p aria-live="polite" className="text-base text-gray-900">
          {total === null ? (
            <Trans>The total appears once quantity and price are filled in.</Trans>
          ) : (
            <Trans>
              Total: <strong data-testid="live-total">{facts.money(total, currency)}</strong>
            </Trans>
          )}
        </p>
        <p className="text-sm text-gray-700" data-testid="buyer-target">
          {target ? <TargetLine request={request} target={target} /> : <Trans>The buyer gave no target price.</Trans>}
        </p>
      </div>
    </fieldset>
  );
}

function TargetLine({ request, target }: { request: QuoteRequest; target: string }) {
  const facts = useRequestFacts();
  const targetTotal = request.target_price_minor === null ? null : facts.money(request.target_price_minor * request.quantity, request.currency);
  const qty = facts.quantity(request);
  return targetTotal ? (
    <Trans>
      Buyer's target: {target}, {targetTotal} for {qty}.
    </Trans>
  ) : (
    <Trans>Buyer's target: {target}.</Trans>
  );
}
