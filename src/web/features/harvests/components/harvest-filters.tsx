// The list's filters: words (English or French names, the farm), category, province and a week of harvest. Each
// change is the URL's search params (a filtered view is a link to share).
import { Trans, useLingui } from '@lingui/react/macro';
import { PROVINCES } from '@contract/enums.ts';
import type { Category } from '@contract/catalogue.ts';
import { addDays, todayInCanada } from '@contract/order-rules.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { useHarvestFormats } from '@/domain/harvests/harvest-labels.tsx';
import { mondayOf, weekOf, type HarvestSearch } from '../harvest-search.ts';

/** How many weeks ahead the week filter offers. */
const WEEKS_OFFERED = 26;

export function HarvestFilters({
  search,
  categories,
  onChange,
}: {
  search: HarvestSearch;
  categories: Category[];
  onChange: (patch: HarvestSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const f = useHarvestFormats();
  const fr = i18n.locale === 'fr';
  const first = mondayOf(todayInCanada());
  const weeks = Array.from({ length: WEEKS_OFFERED }, (_, i) => addDays(first, 7 * i));
  const week = weekOf(search.week);
  if (week && !weeks.includes(week)) weeks.unshift(week);
  const weekLabel = (monday: string) => {
    const range = f.window(monday, addDays(monday, 6));
    return t`Week of ${range}`;
  };
  return (
    <form role="search" aria-label={t`Filter harvests`} className="grid grid-cols-2 gap-3 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
      <TextField
        className="col-span-2 lg:col-span-1"
        label={<Trans>Search</Trans>}
        type="search"
        defaultValue={search.q ?? ''}
        placeholder={t`Product or farm`}
        onChange={(e) => onChange({ q: e.target.value.trim() || undefined })}
      />
      <SelectField
        label={<Trans>Category</Trans>}
        value={search.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value || undefined })}
      >
        <option value="">{t`All categories`}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {fr ? c.name_fr : c.name_en}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={<Trans>Province</Trans>}
        value={search.province ?? ''}
        onChange={(e) => onChange({ province: e.target.value || undefined })}
      >
        <option value="">{t`All provinces`}</option>
        {PROVINCES.map((p) => (
          <option key={p.code} value={p.code}>
            {fr ? p.name_fr : p.name_en}
          </option>
        ))}
      </SelectField>
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={<Trans>Harvest week</Trans>}
        value={week ?? ''}
        onChange={(e) => onChange({ week: e.target.value || undefined })}
      >
        <option value="">{t`Any week`}</option>
        {weeks.map((w) => (
          <option key={w} value={w}>
            {weekLabel(w)}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
