// The phone's filter sheet: the Filters button (with the count of active filters) opens the marketplace's filters
// in a side dialog; the sidebar shows the same form on wide screens.
import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { activeFilterCount, CatalogueFilters, type CatalogueFiltersProps } from './catalogue-filters.tsx';

export function FilterSheet({
  filter,
  categories,
  onChange,
  onClear,
  matchingCount,
}: Omit<CatalogueFiltersProps, 'heading'> & { matchingCount: string }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filter);
  return (
    <RadixDialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <Trans>Filters</Trans>
          {active > 0 && (
            <span className="rounded-full bg-green-700 px-2 text-xs text-white">
              <span className="sr-only">
                <Trans>active:</Trans>
              </span>{' '}
              {active}
            </span>
          )}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-2.5rem))] flex-col bg-white shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold text-gray-900">
              <Trans>Filters</Trans>
            </RadixDialog.Title>
            <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">
                <Trans>Close filters</Trans>
              </span>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <CatalogueFilters filter={filter} categories={categories} onChange={onChange} onClear={onClear} heading={false} />
          </div>
          <div className="border-t border-gray-200 p-4">
            <RadixDialog.Close asChild>
              <Button className="w-full">
                <Trans>Show {matchingCount} products</Trans>
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
