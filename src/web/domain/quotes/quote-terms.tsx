// A quote's terms as people read them, shared by the buyer's and the farm's negotiation screens: the terms as a
// definition list, what changed from the version before marked in words as well as colour. The history of versions
// and the agreement card build on these (quote-version-history.tsx, agreement-card.tsx). Zod-free (types only from
// the contract).
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { pricePerQuantityUnit, quoteTotalMinor } from '@contract/quote-rules.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuoteUnitLabel } from '@/domain/quotes/quote-labels.tsx';

/** The fields of the terms a reader compares, in the order they are shown. */
export type QuoteTermField = 'variety' | 'grade' | 'pack_type' | 'pack_style' | 'quantity' | 'availability' | 'delivery_date' | 'location' | 'price' | 'total';

const FIELD_ORDER: QuoteTermField[] = ['variety', 'grade', 'pack_type', 'pack_style', 'quantity', 'availability', 'delivery_date', 'location', 'price', 'total'];

/** Which fields differ between two versions of the terms (the total changes with quantity or price). */
export function changedTermFields(terms: QuoteTerms, previous: QuoteTerms | null | undefined): Set<QuoteTermField> {
  const changed = new Set<QuoteTermField>();
  if (!previous) return changed;
  if ((terms.variety ?? '') !== (previous.variety ?? '')) changed.add('variety');
  if (terms.grade !== previous.grade) changed.add('grade');
  if (terms.pack_type !== previous.pack_type) changed.add('pack_type');
  if ((terms.pack_style ?? '') !== (previous.pack_style ?? '')) changed.add('pack_style');
  if (terms.quantity !== previous.quantity || terms.unit !== previous.unit) changed.add('quantity');
  if (terms.availability_start !== previous.availability_start || terms.availability_end !== previous.availability_end) changed.add('availability');
  if (terms.delivery_date !== previous.delivery_date) changed.add('delivery_date');
  if (terms.location !== previous.location) changed.add('location');
  if (terms.price_minor !== previous.price_minor || terms.per_unit !== previous.per_unit || terms.currency !== previous.currency) changed.add('price');
  if (quoteTotalMinor(terms) !== quoteTotalMinor(previous)) changed.add('total');
  return changed;
}

export function useTermFieldLabel(): (field: QuoteTermField) => string {
  const { t } = useLingui();
  return (field) =>
    ({
      variety: t`Variety`,
      grade: t`Grade`,
      pack_type: t`Pack type`,
      pack_style: t`Pack style`,
      quantity: t`Quantity`,
      availability: t`Available`,
      delivery_date: t`Delivery date`,
      location: t`Location`,
      price: t`Price`,
      total: t`Total`,
    })[field];
}

/** Money, quantities and dates of terms in the reader's language. */
export function useTermsFormats() {
  const { t } = useLingui();
  const { money, shortDay } = useOrderFormats();
  const { number } = useQuantityFormats();
  const unitName = useQuoteUnitLabel();
  return {
    money,
    shortDay,
    quantity: (terms: Pick<QuoteTerms, 'quantity' | 'unit'>) => `${number(terms.quantity)} ${unitName(terms.unit)}`,
    price: (terms: Pick<QuoteTerms, 'price_minor' | 'per_unit' | 'currency'>) => {
      const amount = money(terms.price_minor, terms.currency);
      const unit = unitName(terms.per_unit);
      return t`${amount} per ${unit}`;
    },
    window: (terms: Pick<QuoteTerms, 'availability_start' | 'availability_end'>) => {
      const from = shortDay(terms.availability_start);
      const to = shortDay(terms.availability_end);
      return terms.availability_start === terms.availability_end ? from : t`${from} to ${to}`;
    },
    total: (terms: QuoteTerms) => money(quoteTotalMinor(terms), terms.currency),
  };
}

function ChangedMark() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900" data-testid="term-changed">
      <Trans>changed</Trans>
    </span>
  );
}

/**
 * The terms as a definition list. With `previous` (the version before), each field that changed carries a
 * 'changed' mark that screen readers read with the value.
 */
export function QuoteTermsList({ terms, previous, compact = false }: { terms: QuoteTerms; previous?: QuoteTerms | null; compact?: boolean }) {
  const { t } = useLingui();
  const grade = useGradeName();
  const label = useTermFieldLabel();
  const f = useTermsFormats();
  const changed = changedTermFields(terms, previous);
  const unitName = useQuoteUnitLabel();
  const perQuantityUnit = pricePerQuantityUnit(terms);
  const priceNote =
    terms.unit !== terms.per_unit
      ? (() => {
          const amount = f.money(perQuantityUnit, terms.currency);
          const unit = unitName(terms.unit);
          return t`${amount} per ${unit}`;
        })()
      : null;

  const values: Record<QuoteTermField, string | null> = {
    variety: terms.variety,
    grade: grade(terms.grade),
    pack_type: terms.pack_type,
    pack_style: terms.pack_style,
    quantity: f.quantity(terms),
    availability: f.window(terms),
    delivery_date: f.shortDay(terms.delivery_date),
    location: terms.location,
    price: priceNote ? `${f.price(terms)} (${priceNote})` : f.price(terms),
    total: f.total(terms),
  };

  return (
    <dl className={`grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 ${compact ? 'gap-y-1' : 'gap-y-2'} text-sm`} data-testid="quote-terms">
      {FIELD_ORDER.filter((field) => values[field] !== null && values[field] !== '').map((field) => (
        <div key={field} className="contents" data-field={field}>
          <dt className="font-medium text-gray-700">{label(field)}</dt>
          <dd className={`min-w-0 break-words text-gray-900 ${field === 'total' ? 'font-semibold' : ''}`}>
            {values[field]}
            {changed.has(field) ? <ChangedMark /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
