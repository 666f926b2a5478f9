// The marketplace's sort select (its pager is components/ui/pager.tsx).
import { Trans } from '@lingui/react/macro';
import type { ProductSort } from '@contract/enums.ts';

export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: ProductSort;
  options: Array<{ value: ProductSort; label: string }>;
  onChange: (v: ProductSort) => void;
}) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-gray-800 sm:flex-none">
      <Trans>Sort by</Trans>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 text-base font-normal text-gray-900 sm:w-56"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
