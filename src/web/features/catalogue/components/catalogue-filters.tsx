// The marketplace's filters (spec §2 'Catalogue filters'): product name, category, price min and max, status,
// organic, stock availability, currency. Choices apply at once; typed text after a short pause, on Enter or on
// leaving the field. The same form is the desktop sidebar and the phone's filter sheet. No schema: the filters only
// change the URL's search params, which the route validates (parseCatalogueSearch).
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueFilter, Category } from '@contract/catalogue.ts';
import { CURRENCIES, PRODUCT_STATUSES, type OrganicFilter, type ProductStatus, type StockFilter } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { useStatusLabel } from '@/domain/products/product-labels.tsx';
import { CommitText, PriceRange, SelectField } from './filter-fields.tsx';

export type FilterPatch = Partial<CatalogueFilter>;

export interface CatalogueFiltersProps {
  filter: CatalogueFilter;
  categories: Category[];
  onChange: (patch: FilterPatch, opts?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Only in the sheet: the heading is the dialog's title there. */
  heading?: boolean;
}

const PUBLIC_STATUSES = PRODUCT_STATUSES.filter((s): s is Exclude<ProductStatus, 'Draft'> => s !== 'Draft');

/** How many filters differ from the defaults (sort and page are not filters). */
export function activeFilterCount(f: CatalogueFilter): number {
  return [f.q, f.category, f.price_min, f.price_max, f.status, f.organic !== 'all' || undefined, f.stock !== 'all' || undefined, f.currency, f.seller].filter(
    (v) => v !== undefined && v !== '',
  ).length;
}

export function CatalogueFilters({ filter, categories, onChange, onClear, heading = true }: CatalogueFiltersProps) {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  const headingId = useId();
  const organicName = useId();
  const known = categories.find((c) => c.slug === filter.category || c.id === filter.category);
  const organicOptions: Array<{ value: OrganicFilter; label: string }> = [
    { value: 'all', label: t`All` },
    { value: 'only', label: t`Organic only` },
    { value: 'non', label: t`Non-organic` },
  ];
  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t`Filters`} className="flex flex-col gap-4">
      {heading && (
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          <Trans>Filters</Trans>
        </h2>
      )}
      <CommitText label={<Trans>Product name</Trans>} type="search" value={filter.q ?? ''} onCommit={(q) => onChange({ q: q || undefined }, { replace: true })} />
      <SelectField label={<Trans>Category</Trans>} value={known?.slug ?? filter.category ?? ''} onChange={(v) => onChange({ category: v || undefined })}>
        <option value="">{t`All categories`}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.slug}>
            {i18n.locale === 'fr' ? c.name_fr : c.name_en}
          </option>
        ))}
        {filter.category && !known && (
          <option value={filter.category}>{filter.category}</option>
        )}
      </SelectField>
      <PriceRange min={filter.price_min} max={filter.price_max} onChange={onChange} />
      <SelectField label={<Trans>Status</Trans>} value={filter.status ?? ''} onChange={(v) => onChange({ status: (v || undefined) as CatalogueFilter['status'] })}>
        <option value="">{t`Any status`}</option>
        {PUBLIC_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-gray-800">
          <Trans>Organic</Trans>
        </legend>
        <div className="flex flex-col gap-1">
          {organicOptions.map((o) => (
            <label key={o.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-gray-900">
              <input
                type="radio"
                name={organicName}
                value={o.value}
                checked={filter.organic === o.value}
                onChange={() => onChange({ organic: o.value })}
                className="size-4 accent-green-700"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField label={<Trans>Stock availability</Trans>} value={filter.stock} onChange={(v) => onChange({ stock: v as StockFilter })}>
        <option value="all">{t`All products`}</option>
        <option value="in_stock">{t`In stock`}</option>
        <option value="out_of_stock">{t`Out of stock`}</option>
      </SelectField>
      <SelectField label={<Trans>Currency</Trans>} value={filter.currency ?? ''} onChange={(v) => onChange({ currency: (v || undefined) as CatalogueFilter['currency'] })}>
        <option value="">{t`All currencies`}</option>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" onClick={onClear} disabled={activeFilterCount(filter) === 0}>
        <Trans>Clear filters</Trans>
      </Button>
    </section>
  );
}
