// The marketplace's sort select and pager.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProductSort } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';

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

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  const current = i18n.number(page);
  const last = i18n.number(pages);
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-gray-800" aria-current="page">
        <Trans>
          Page {current} of {last}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
