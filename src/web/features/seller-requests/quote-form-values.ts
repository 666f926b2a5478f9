// The quote form's values (prices in major units and numbers as typed) and their translation to the API's terms
// (quoteTermsWriteSchema: prices in minor units), validated by the contract's schema plus 'not in the past'. The
// same values serve a first quote and a revised one. Loaded with the route's component (zod is not in the first
// page's JavaScript).
import { convertWeight, quoteTotalMinor } from '@contract/quote-rules.ts';
import { quoteTermsWriteSchema, type QuoteRequest, type QuoteTermsWrite } from '@contract/quotes.ts';
import { type QuoteTerms } from '@contract/quote-rules.ts';
import { QUOTE_UNITS, type Currency, type Grade, type QuoteUnit } from '@contract/enums.ts';

export interface QuoteFormValues {
  /** One of my products ('' = none named). */
  product_id: string;
  variety: string;
  grade: Grade | '';
  pack_type: string;
  pack_style: string;
  /** Whole number as typed. */
  quantity: string;
  unit: QuoteUnit;
  availability_start: string;
  availability_end: string;
  delivery_date: string;
  location: string;
  /** Major units as typed ('2.50' or '2,50'). */
  price: string;
  per_unit: QuoteUnit;
  currency: Currency;
  note: string;
}

/** Form fields in the order they are shown (the first invalid one takes the focus). */
export const QUOTE_FORM_FIELDS = [
  'product_id',
  'variety',
  'grade',
  'pack_type',
  'pack_style',
  'quantity',
  'unit',
  'availability_start',
  'availability_end',
  'delivery_date',
  'location',
  'price',
  'per_unit',
  'currency',
  'note',
] as const satisfies ReadonlyArray<keyof QuoteFormValues>;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

/** The request's quantity in `unit` (200 kg -> 441 lb), rounded; '' when the request is not in a weight. */
export function requestQuantityIn(request: Pick<QuoteRequest, 'quantity' | 'unit'>, unit: QuoteUnit): string {
  const n = convertWeight(request.quantity, request.unit, unit);
  return n === null ? '' : String(Math.max(1, Math.round(n)));
}

/**
 * A first quote answers in the request's own terms: its weight unit (kg or lb) and, when the buyer named a target
 * price, its currency, so '80' means what the buyer asked for and the price reads beside the target. Where the request
 * says nothing of either (counted in pieces or boxes, no target price), lb, per lb and USD (spec §3, §9). Quantity
 * from the request; available from today to the delivery date.
 */
export function newQuoteValues(request: QuoteRequest, today: string, location: string): QuoteFormValues {
  const delivery = request.delivery_date >= today ? request.delivery_date : today;
  const unit: QuoteUnit = (QUOTE_UNITS as readonly string[]).includes(request.unit) ? (request.unit as QuoteUnit) : 'lb';
  const currency: Currency = request.target_price_minor !== null ? request.currency : 'USD';
  return {
    product_id: '',
    variety: request.variety ?? '',
    grade: request.grade ?? '',
    pack_type: request.packaging ?? '',
    pack_style: '',
    quantity: requestQuantityIn(request, unit),
    unit,
    availability_start: today,
    availability_end: delivery,
    delivery_date: delivery,
    location,
    price: '',
    per_unit: unit,
    currency,
    note: '',
  };
}

/** A revision starts from the terms on the table (dates already past move to today). */
export function valuesFromTerms(terms: QuoteTerms, today: string, productId: string | null): QuoteFormValues {
  const notPast = (d: string) => (d < today ? today : d);
  return {
    product_id: productId ?? '',
    variety: terms.variety ?? '',
    grade: terms.grade,
    pack_type: terms.pack_type,
    pack_style: terms.pack_style ?? '',
    quantity: String(terms.quantity),
    unit: terms.unit,
    availability_start: notPast(terms.availability_start),
    availability_end: notPast(terms.availability_end),
    delivery_date: notPast(terms.delivery_date),
    location: terms.location,
    price: majorText(terms.price_minor),
    per_unit: terms.per_unit,
    currency: terms.currency,
    note: '',
  };
}

export function majorText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** '2.5' -> 250; more than two decimals or not a number -> NaN (the schema says why); blank -> undefined. */
export function priceMinorOf(text: string): number | undefined {
  const v = text.trim().replace(',', '.');
  if (v === '') return undefined;
  return /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN;
}

function quantityOf(text: string): number | undefined {
  const v = text.trim().replace(/[\s,]/g, '');
  if (v === '') return undefined;
  return /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
}

/** The terms as sent (before the schema trims them). */
export function termsOf(values: QuoteFormValues): QuoteTermsWrite {
  return {
    variety: values.variety,
    grade: (values.grade || undefined) as Grade,
    pack_type: values.pack_type,
    pack_style: values.pack_style,
    quantity: quantityOf(values.quantity) as number,
    unit: values.unit,
    availability_start: values.availability_start,
    availability_end: values.availability_end,
    delivery_date: values.delivery_date,
    location: values.location,
    price_minor: priceMinorOf(values.price) as number,
    per_unit: values.per_unit,
    currency: values.currency,
  };
}

/** The live total while typing; null until quantity and price make sense. */
export function liveTotalMinor(values: Pick<QuoteFormValues, 'quantity' | 'unit' | 'per_unit' | 'price'>): number | null {
  const quantity = quantityOf(values.quantity);
  const price = priceMinorOf(values.price);
  if (!quantity || !price || Number.isNaN(quantity) || Number.isNaN(price)) return null;
  return quoteTotalMinor({ quantity, unit: values.unit, per_unit: values.per_unit, price_minor: price });
}

export type QuoteFormErrors = Partial<Record<QuoteFormField, string>>;

/** Per field: the contract's message code, or 'past' (the form's own rule: a date before today). */
export type QuoteFormCheck = { ok: true; terms: QuoteTerms } | { ok: false; errors: QuoteFormErrors };

export function checkQuoteValues(values: QuoteFormValues, today: string): QuoteFormCheck {
  const parsed = quoteTermsWriteSchema.safeParse(termsOf(values));
  const errors: Partial<Record<QuoteFormField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'price_minor' ? 'price' : (issue.path[0] as QuoteFormField);
      if (QUOTE_FORM_FIELDS.includes(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const field of ['availability_start', 'availability_end', 'delivery_date'] as const) {
    if (!errors[field] && /^\d{4}-\d{2}-\d{2}$/.test(values[field]) && values[field] < today) errors[field] = 'past';
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, terms: parsed.data };
}
