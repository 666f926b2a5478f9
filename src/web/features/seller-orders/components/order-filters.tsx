// The list's filters: search (invoice number, buyer, business, product), status, delivery date range, branch.
// Each change goes to the URL at once (typing replaces the history entry instead of stacking one per letter).
// No form schema: these inputs only set URL search params, which search.ts validates with zod like any URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@contract/enums.ts';
import type { Branch } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import type { SellerOrdersSearch } from '../search.ts';

export function OrderFilters(props: {
  search: SellerOrdersSearch;
  branches: Branch[];
  filtering: boolean;
  onChange: (patch: Partial<SellerOrdersSearch>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const { search, branches, onChange } = props;
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  // Phones: the five fields fold behind one button (open while a filter is set), so the first orders show above the fold.
  const [open, setOpen] = useState(props.filtering);
  const [q, setQ] = useState(search.q ?? '');
  // The URL changed under the field (Clear filters, back button): show its value; typing itself changes both alike.
  const [seen, setSeen] = useState(search.q);
  if (seen !== search.q) {
    setSeen(search.q);
    if ((search.q ?? '') !== q.trim()) setQ(search.q ?? '');
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="order-filters"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 font-semibold text-gray-800 hover:bg-gray-50 sm:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        <Trans>Filters</Trans>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <form
        id="order-filters"
        role="search"
        aria-label={t`Filter orders`}
        className={`grid gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_minmax(0,1.5fr)] lg:items-end ${open ? 'max-sm:mt-2' : 'max-sm:hidden'}`}
        onSubmit={(e) => e.preventDefault()}
      >
        {/* Wide screens: one row, the branch column wide enough for 'Toutes les succursales'. */}
        <TextField
          className="sm:col-span-2 lg:col-span-1"
          type="search"
          label={t`Search orders`}
          hint={t`Invoice number, buyer, business or product`}
          value={q}
          maxLength={100}
          onChange={(e) => {
            setQ(e.target.value);
            onChange({ q: e.target.value.trim() || undefined }, { replace: true });
          }}
          trailing={<Search aria-hidden="true" className="mr-2 size-5 text-gray-500" />}
        />
        <SelectField
          label={t`Status`}
          value={search.status ?? ''}
          onChange={(e) =>
            onChange({
              status: (e.target.value || undefined) as OrderStatus | undefined,
            })
          }
        >
          <option value="">{t`All statuses`}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={t`Delivery from`}
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
        <TextField
          type="date"
          label={t`Delivery to`}
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
        <SelectField label={t`Branch`} value={search.branch ?? ''} onChange={(e) => onChange({ branch: e.target.value || undefined })}>
          <option value="">{t`All branches`}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        {props.filtering && (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button variant="ghost" size="sm" onClick={props.onClear} className="underline">
              <Trans>Clear filters</Trans>
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
