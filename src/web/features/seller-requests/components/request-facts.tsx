// A request's facts in the reader's language, as the farm sees them (never the street address): what, how much
// (with the weight in lb when asked in another weight unit), when, how, the buyer's target price.
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf } from 'lucide-react';
import { convertWeight } from '@contract/quote-rules.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { useFulfilmentLabel, useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';

export function useRequestFacts() {
  const { i18n, t } = useLingui();
  const f = useOrderFormats();
  const q = useQuantityFormats();
  const unit = useUnitLabel();
  const quantityLabel = useQuantityLabel();
  const fulfilment = useFulfilmentLabel();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const clock = (hhmm: string) => time.format(new Date(`1970-01-01T${hhmm}:00Z`));
  return {
    title: (r: Pick<QuoteRequest, 'title' | 'title_fr'>) => (i18n.locale === 'fr' && r.title_fr ? r.title_fr : r.title),
    buyer: (r: Pick<QuoteRequest, 'buyer_business' | 'buyer_name'>) => r.buyer_business || r.buyer_name,
    quantity: (r: Pick<QuoteRequest, 'quantity' | 'unit'>) => quantityLabel(r.quantity, r.unit),
    /** 'about 441 lb' for a request in kg, g or oz; null when already in lb or not a weight. */
    aboutLb: (r: Pick<QuoteRequest, 'quantity' | 'unit'>) => {
      if (r.unit === 'lb') return null;
      const lb = convertWeight(r.quantity, r.unit, 'lb');
      if (lb === null) return null;
      const n = q.number(Math.round(lb));
      return t`about ${n} lb`;
    },
    day: f.day,
    shortDay: f.shortDay,
    window: (r: Pick<QuoteRequest, 'window_start' | 'window_end'>) => `${clock(r.window_start)}–${clock(r.window_end)}`,
    place: (r: Pick<QuoteRequest, 'fulfilment' | 'city' | 'province'>) => {
      const where = [r.city, r.province].filter(Boolean).join(', ');
      return `${fulfilment(r.fulfilment)} · ${where}`;
    },
    /** 'CA$2.00 per kg' or null. */
    target: (r: Pick<QuoteRequest, 'target_price_minor' | 'currency' | 'unit'>) => {
      if (r.target_price_minor === null) return null;
      const price = f.money(r.target_price_minor, r.currency);
      const per = unit(r.unit);
      return t`${price} per ${per}`;
    },
    money: f.money,
  };
}

export function OrganicBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-900">
      <Leaf aria-hidden="true" className="size-3.5" />
      <Trans>Organic required</Trans>
    </span>
  );
}

/** Everything the farm may see of a request, as a description list. */
export function RequestDetails({ request }: { request: QuoteRequest }) {
  const { t } = useLingui();
  const facts = useRequestFacts();
  const grade = useGradeName();
  const payment = usePaymentMethodLabel();
  const about = facts.aboutLb(request);
  const target = facts.target(request);
  const rows: Array<[string, string | null]> = [
    [t`Buyer`, request.buyer_business ? `${request.buyer_business} (${request.buyer_name})` : request.buyer_name],
    [t`Variety`, request.variety],
    [t`Grade`, request.grade ? grade(request.grade) : t`Any grade`],
    [t`Quantity`, about ? `${facts.quantity(request)} (${about})` : facts.quantity(request)],
    [t`Packaging`, request.packaging],
    [t`Delivery date`, `${facts.day(request.delivery_date)}, ${facts.window(request)}`],
    [t`Method`, facts.place(request)],
    [t`Target price`, target],
    [t`Payment`, payment(request.payment_method)],
    [t`Buyer's note`, request.note],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="request-details">
      {rows
        .filter((r): r is [string, string] => !!r[1])
        .map(([label, value]) => (
          <div key={label} className={label === t`Buyer's note` ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm font-medium text-gray-700">{label}</dt>
            <dd className="whitespace-pre-line text-gray-900">{value}</dd>
          </div>
        ))}
      {request.organic_required && (
        <div>
          <dt className="sr-only">
            <Trans>Organic</Trans>
          </dt>
          <dd>
            <OrganicBadge />
          </dd>
        </div>
      )}
    </dl>
  );
}
