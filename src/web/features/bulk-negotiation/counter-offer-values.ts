// The counter-offer form's values (the price and the quantity as typed) and how they become the move the buyer
// sends: the farm's terms with what the buyer changed, checked by the contract's quote transition schema.
import { quoteTransitionSchema, type QuoteTermsWrite } from '@contract/quotes.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { contractSchema } from '@/lib/form-schema.ts';

export interface CounterValues {
  /** Major units as typed ('2.50' or '2,50'). */
  price: string;
  /** Whole number as typed. */
  quantity: string;
  delivery_date: string;
  pack_type: string;
  pack_style: string;
  note: string;
}

/** The farm's terms, prefilled. */
export function counterValues(terms: QuoteTerms): CounterValues {
  return {
    price: (terms.price_minor / 100).toFixed(2),
    quantity: String(terms.quantity),
    delivery_date: terms.delivery_date,
    pack_type: terms.pack_type,
    pack_style: terms.pack_style ?? '',
    note: '',
  };
}

/** '2.50' or '2,50' -> 250; anything else NaN (the schema names the error). */
export function parsePriceMinor(text: string): number {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN;
}

export function parseQuantity(text: string): number {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : NaN;
}

function counterTerms(terms: QuoteTerms, values: CounterValues): QuoteTermsWrite {
  return {
    variety: terms.variety,
    grade: terms.grade,
    pack_type: values.pack_type,
    pack_style: values.pack_style,
    quantity: parseQuantity(values.quantity),
    unit: terms.unit,
    availability_start: terms.availability_start,
    availability_end: terms.availability_end,
    delivery_date: values.delivery_date,
    location: terms.location,
    price_minor: parsePriceMinor(values.price),
    per_unit: terms.per_unit,
    currency: terms.currency,
  };
}

/** The contract's paths shown on the form's inputs; what the buyer cannot change here goes to the form's alert. */
const FIELD_OF = {
  'terms.price_minor': 'price',
  'terms.quantity': 'quantity',
  'terms.delivery_date': 'delivery_date',
  'terms.availability_end': 'delivery_date',
  'terms.pack_type': 'pack_type',
  'terms.pack_style': 'pack_style',
  note: 'note',
  '*': 'root.terms',
};

/** A counter-offer answering the quote's current version. */
export function counterSchema(quote: { terms: QuoteTerms; current_version: number }) {
  return contractSchema(
    quoteTransitionSchema,
    (values: CounterValues) => ({ action: 'counter' as const, expected_version: quote.current_version, terms: counterTerms(quote.terms, values), note: values.note }),
    FIELD_OF,
  );
}
