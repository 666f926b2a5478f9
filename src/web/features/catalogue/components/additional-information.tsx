// The product page's 'Additional information' tab: category, unit, weight, pack, tags, origin, dates and currency.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category, Product } from '@contract/catalogue.ts';
import { PROVINCES } from '@contract/enums.ts';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';

/** 'YYYY-MM-DD' in the reader's language, without a time zone shifting the day. */
function useDayFormat(): (day: string) => string {
  const { i18n } = useLingui();
  return (day) => i18n.date(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

export function AdditionalInformation({ product, category }: { product: Product; category: Category | undefined }) {
  const { t, i18n } = useLingui();
  const unitLabel = useUnitLabel();
  const quantity = useQuantityLabel();
  const day = useDayFormat();
  const unit = unitLabel(product.unit);
  const province = PROVINCES.find((p) => p.code === product.province);
  const notProvided = t`Not provided`;
  const weight = product.weight !== null ? i18n.number(product.weight, { maximumFractionDigits: 3 }) : null;
  const minimum = quantity(product.min_order_qty, product.unit);
  const from = product.available_from ? day(product.available_from) : null;
  const until = product.available_until ? day(product.available_until) : null;
  const availability = from && until ? t`${from} to ${until}` : from ? t`From ${from}` : until ? t`Until ${until}` : notProvided;
  const rows: Array<[string, ReactNode]> = [
    [t`Category`, category ? (i18n.locale === 'fr' ? category.name_fr : category.name_en) : notProvided],
    [t`Unit`, unit],
    [t`Weight`, weight !== null ? t`${weight} kg per ${unit}` : notProvided],
    [t`Pack`, t`Sold by the ${unit}, at least ${minimum} per order`],
    [t`Tags`, product.tags.length ? product.tags.join(', ') : notProvided],
    [t`Organic`, product.organic ? t`Yes` : t`No`],
    [t`Branch`, product.branch_name ?? notProvided],
    [t`Province`, province ? (i18n.locale === 'fr' ? province.name_fr : province.name_en) : (product.province ?? notProvided)],
    [t`Harvest date`, product.harvest_date ? day(product.harvest_date) : notProvided],
    [t`Availability`, availability],
    [t`Currency`, product.currency],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="pt-2 text-sm font-medium text-gray-700 sm:border-b sm:border-gray-200 sm:py-2">{label}</dt>
          <dd className="border-b border-gray-200 pb-2 text-gray-900 sm:py-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
