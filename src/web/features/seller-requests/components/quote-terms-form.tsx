// The terms form of spec §3 (variety, grade, packType, packStyle, quantity, unit, availabilityStart,
// availabilityEnd, location, price, perUnit, currency, note) plus the delivery date, and for a first quote which of
// my products it is. Used for a first quote and for a revised one. Validated on submit by the contract's schema
// (messages per field in the reader's language, the first invalid field takes the focus), then again as the
// farmer corrects. The total is worked out live with the buyer's target beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CURRENCIES, GRADES, QUOTE_UNITS, type QuoteUnit } from '@contract/enums.ts';
import type { Product } from '@contract/catalogue.ts';
import { convertWeight, isPreorderTerms, type QuoteTerms } from '@contract/quote-rules.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useErrorText } from '@/lib/form-errors.ts';
import { productName, useGradeName, useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import { QUOTE_NOTE_MAX } from '@contract/quotes.ts';
import { checkQuoteValues, liveTotalMinor, QUOTE_FORM_FIELDS, requestQuantityIn, type QuoteFormField, type QuoteFormValues } from '../quote-form-values.ts';
import { useRequestFacts } from './request-facts.tsx';

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

export function QuoteTermsForm({ request, initial, today, products, branchPlaces = {}, submitLabel, onSubmit, onCancel, labelledBy }: QuoteTermsFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const gradeName = useGradeName();
  const unitName = useQuoteUnitLabel();
  const facts = useRequestFacts();
  const formId = useId();
  const [values, setValues] = useState<QuoteFormValues>(initial);
  const [codes, setCodes] = useState<Partial<Record<QuoteFormField, string>> | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: QuoteFormField) => `${formId}-${field}`;

  const errorOf = (field: QuoteFormField): string | undefined => {
    const code = codes?.[field];
    if (!code) return undefined;
    return code === 'past' ? t`Choose today or a later date` : errorText(code);
  };

  function set<K extends keyof QuoteFormValues>(patch: Pick<QuoteFormValues, K>) {
    const next = { ...values, ...patch };
    setValues(next);
    if (codes) {
      const check = checkQuoteValues(next, today);
      setCodes(check.ok ? {} : check.errors);
    }
  }

  function changeUnit(field: 'unit', unit: QuoteUnit) {
    // The quantity the request asked for follows the unit until the farmer types another.
    const prefilled = requestQuantityIn(request, values.unit);
    set({ [field]: unit, ...(values.quantity === prefilled && prefilled !== '' ? { quantity: requestQuantityIn(request, unit) } : {}) } as Pick<QuoteFormValues, 'unit' | 'quantity'>);
  }

  function chooseProduct(id: string) {
    const product = products?.find((p) => p.id === id);
    if (!product) {
      set({ product_id: '' });
      return;
    }
    const grade = values.grade && product.grades.some((g) => g.grade === values.grade) ? values.grade : (product.grades[0]?.grade ?? values.grade);
    const place = product.branch_id ? branchPlaces[product.branch_id] : undefined;
    set({ product_id: id, variety: productName(product, i18n.locale), grade, location: place ?? values.location });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const check = checkQuoteValues(values, today);
    if (!check.ok) {
      setCodes(check.errors);
      const first = QUOTE_FORM_FIELDS.find((f) => check.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setCodes({});
    setBusy(true);
    try {
      await onSubmit(check.terms, values.note.trim() || null, values.product_id || null);
    } finally {
      setBusy(false);
    }
  }

  const total = liveTotalMinor(values);
  const errorCount = codes ? Object.keys(codes).length : 0;
  const requestAbout = facts.aboutLb(request);
  const requestQty = requestAbout ? `${facts.quantity(request)} (${requestAbout})` : facts.quantity(request);
  const requestDay = facts.shortDay(request.delivery_date);
  const target = facts.target(request);
  const product = products?.find((p) => p.id === values.product_id);

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={labelledBy} className="flex flex-col gap-5" data-testid="quote-form">
      {products && (
        <div className="flex flex-col gap-1">
          <SelectField id={idOf('product_id')} label={t`Which of your products is it? (optional)`} value={values.product_id} onChange={(e) => chooseProduct(e.target.value)}>
            <option value="">{t`Not one of my listed products`}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {productName(p, i18n.locale)}
              </option>
            ))}
          </SelectField>
          {product && <StockHint product={product} values={values} today={today} />}
          {products.length === 0 && (
            <p className="text-xs text-gray-600">
              <Trans>You have no products in this category yet; the quote can still name what you will harvest.</Trans>
            </p>
          )}
        </div>
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-gray-900">
          <Trans>Produce</Trans>
        </legend>
        <TextField id={idOf('variety')} label={t`Variety (optional)`} value={values.variety} maxLength={120} error={errorOf('variety')} onChange={(e) => set({ variety: e.target.value })} />
        <SelectField id={idOf('grade')} label={t`Grade`} value={values.grade} error={errorOf('grade')} onChange={(e) => set({ grade: e.target.value as QuoteFormValues['grade'] })}>
          <option value="">{t`Choose a grade`}</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {gradeName(g)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={idOf('pack_type')}
          label={t`Pack type`}
          hint={t`For example 50 lb sacks, bins or cases`}
          value={values.pack_type}
          maxLength={60}
          error={errorOf('pack_type')}
          onChange={(e) => set({ pack_type: e.target.value })}
        />
        <TextField
          id={idOf('pack_style')}
          label={t`Pack style (optional)`}
          hint={t`For example washed, topped, bunched`}
          value={values.pack_style}
          maxLength={60}
          error={errorOf('pack_style')}
          onChange={(e) => set({ pack_style: e.target.value })}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-gray-900">
          <Trans>Quantity and dates</Trans>
        </legend>
        <TextField
          id={idOf('quantity')}
          label={t`Quantity`}
          hint={t`The buyer asked for ${requestQty}`}
          inputMode="numeric"
          value={values.quantity}
          maxLength={12}
          error={errorOf('quantity')}
          onChange={(e) => set({ quantity: e.target.value })}
        />
        <SelectField id={idOf('unit')} label={t`Unit`} value={values.unit} onChange={(e) => changeUnit('unit', e.target.value as QuoteUnit)}>
          {QUOTE_UNITS.map((u) => (
            <option key={u} value={u}>
              {unitName(u)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={idOf('availability_start')}
          type="date"
          label={t`Available from`}
          value={values.availability_start}
          min={today}
          error={errorOf('availability_start')}
          onChange={(e) => set({ availability_start: e.target.value })}
        />
        <TextField
          id={idOf('availability_end')}
          type="date"
          label={t`Available until`}
          value={values.availability_end}
          min={values.availability_start || today}
          error={errorOf('availability_end')}
          onChange={(e) => set({ availability_end: e.target.value })}
        />
        <TextField
          id={idOf('delivery_date')}
          type="date"
          label={t`Delivery date`}
          hint={t`The buyer asked for ${requestDay}; it must fall within your availability.`}
          value={values.delivery_date}
          min={today}
          error={errorOf('delivery_date')}
          onChange={(e) => set({ delivery_date: e.target.value })}
        />
        <TextField
          id={idOf('location')}
          label={t`Location`}
          hint={t`Where the produce ships from or is picked up`}
          value={values.location}
          maxLength={200}
          error={errorOf('location')}
          onChange={(e) => set({ location: e.target.value })}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-gray-900">
          <Trans>Price</Trans>
        </legend>
        <TextField
          id={idOf('price')}
          label={t`Price`}
          hint={t`For one unit below, such as 1.25`}
          inputMode="decimal"
          value={values.price}
          maxLength={12}
          error={errorOf('price')}
          onChange={(e) => set({ price: e.target.value })}
        />
        <SelectField id={idOf('per_unit')} label={t`Per`} value={values.per_unit} onChange={(e) => set({ per_unit: e.target.value as QuoteUnit })}>
          {QUOTE_UNITS.map((u) => (
            <option key={u} value={u}>
              {unitName(u)}
            </option>
          ))}
        </SelectField>
        <SelectField id={idOf('currency')} label={t`Currency`} value={values.currency} onChange={(e) => set({ currency: e.target.value as QuoteFormValues['currency'] })}>
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
                Total: <strong data-testid="live-total">{facts.money(total, values.currency)}</strong>
              </Trans>
            )}
          </p>
          <p className="text-sm text-gray-700" data-testid="buyer-target">
            {target ? <TargetLine request={request} target={target} /> : <Trans>The buyer gave no target price.</Trans>}
          </p>
        </div>
      </fieldset>

      <TextAreaField
        id={idOf('note')}
        label={t`Note to the buyer (optional)`}
        value={values.note}
        maxLength={QUOTE_NOTE_MAX}
        onChange={(e) => set({ note: e.target.value })}
      />

      {errorCount > 0 && (
        <Notice>
          {errorCount === 1 ? <Trans>One field needs your attention.</Trans> : <Trans>{errorCount} fields need your attention.</Trans>}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={busy}>
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

/** What the chosen product has in stock for the chosen grade, against the quantity quoted. */
function StockHint({ product, values, today }: { product: Product; values: QuoteFormValues; today: string }) {
  const q = useQuantityFormats();
  const unit = useUnitLabel();
  const gradeName = useGradeName();
  if (values.availability_start && isPreorderTerms({ availability_start: values.availability_start }, today)) {
    return (
      <p className="text-sm text-gray-800" data-testid="stock-hint">
        <Trans>A future harvest: if the buyer accepts, the order is a pre-order for your availability window.</Trans>
      </p>
    );
  }
  const offer = product.grades.find((g) => g.grade === values.grade) ?? product.grades[0];
  if (!offer) return null;
  const stock = `${q.number(offer.stock)} ${unit(product.unit)}`;
  const grade = gradeName(offer.grade);
  const quantity = Number(values.quantity);
  const needed = Number.isInteger(quantity) && quantity > 0 ? convertWeight(quantity, values.unit, product.unit) : null;
  const enough = needed !== null && offer.stock >= Math.ceil(needed - 1e-9);
  return (
    <p className={`text-sm ${needed !== null && !enough ? 'text-amber-900' : 'text-gray-800'}`} data-testid="stock-hint">
      {needed === null ? (
        <Trans>
          In stock now: {stock} of {grade}.
        </Trans>
      ) : enough ? (
        <Trans>
          In stock now: {stock} of {grade}. It is set aside for the buyer when the quote is accepted.
        </Trans>
      ) : (
        <Trans>
          Only {stock} of {grade} in stock now. Start your availability later to quote a future harvest as a pre-order.
        </Trans>
      )}
    </p>
  );
}
