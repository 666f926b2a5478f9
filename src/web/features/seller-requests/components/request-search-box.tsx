// The requests' search field: each keystroke goes to the URL (replacing the history entry, not stacking one per
// letter). No form schema: it only sets the URL's q, which search.ts validates with zod like any URL.
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import type { SellerRequestsPageProps } from './seller-requests-page.tsx';

export function RequestSearchBox({ search, onChange }: Pick<SellerRequestsPageProps, 'search' | 'onChange'>) {
  const { t } = useLingui();
  const [q, setQ] = useState(search.q ?? '');
  // The URL changed under the field (Show all, back button): show its value.
  const [seen, setSeen] = useState(search.q);
  if (seen !== search.q) {
    setSeen(search.q);
    if ((search.q ?? '') !== q.trim()) setQ(search.q ?? '');
  }
  return (
    <form role="search" aria-label={t`Search requests`} className="max-w-xl" onSubmit={(e) => e.preventDefault()}>
      <TextField
        type="search"
        label={t`Search requests`}
        hint={t`Produce, variety or buyer`}
        value={q}
        maxLength={100}
        onChange={(e) => {
          setQ(e.target.value);
          onChange({ q: e.target.value.trim() || undefined }, { replace: true });
        }}
        trailing={<Search aria-hidden="true" className="mr-2 size-5 text-gray-500" />}
      />
    </form>
  );
}
