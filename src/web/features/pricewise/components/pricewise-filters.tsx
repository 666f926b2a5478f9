// Pricewise's filters: province, organic, grade, delivery or pickup, and the currency prices are shown in.
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCIES, GRADES, PROVINCES, type Currency, type Grade } from '@contract/enums.ts';
import type { PricewiseFulfilment, PricewiseSearch } from '@contract/pricewise-rules.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import type { PricewisePatch } from './pricewise-page.tsx';

export function PricewiseFilters({ search, viewer, onChange }: { search: PricewiseSearch; viewer: Currency; onChange: (patch: PricewisePatch, opts?: { replace?: boolean }) => void }) {
  const { t, i18n } = useLingui();
  const gradeName = useGradeName();
  const change = (patch: PricewisePatch) => onChange(patch, { replace: true });
  return (
    <fieldset className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
      <legend className="sr-only">
        <Trans>Filters</Trans>
      </legend>
      <SelectField label={<Trans>Province</Trans>} value={search.province ?? ''} onChange={(e) => change({ province: e.target.value || undefined })}>
        <option value="">{t`All of Canada`}</option>
        {PROVINCES.map((p) => (
          <option key={p.code} value={p.code}>
            {i18n.locale === 'fr' ? p.name_fr : p.name_en}
          </option>
        ))}
      </SelectField>
      <SelectField label={<Trans>Organic</Trans>} value={search.organic} onChange={(e) => change({ organic: e.target.value as PricewiseSearch['organic'] })}>
        <option value="all">{t`Organic or not`}</option>
        <option value="only">{t`Organic only`}</option>
        <option value="non">{t`Not organic`}</option>
      </SelectField>
      <SelectField label={<Trans>Grade</Trans>} value={search.grade ?? ''} onChange={(e) => change({ grade: (e.target.value || undefined) as Grade | undefined })}>
        <option value="">{t`All grades`}</option>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            {gradeName(g)}
          </option>
        ))}
      </SelectField>
      <SelectField label={<Trans>Delivery or pickup</Trans>} value={search.fulfilment} onChange={(e) => change({ fulfilment: e.target.value as PricewiseFulfilment })}>
        <option value="any">{t`Either`}</option>
        <option value="delivery">{t`Delivered to you`}</option>
        <option value="pickup">{t`Picked up at the farm’s stand`}</option>
      </SelectField>
      <SelectField label={<Trans>Show prices in</Trans>} value={viewer} onChange={(e) => change({ currency: e.target.value as Currency })}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
