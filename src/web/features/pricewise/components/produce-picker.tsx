// Choosing the produce to compare: a search in English or French ('carrots', 'carottes'), or a category to browse,
// with the produce it holds (and what the typed letters match) as one-tap choices.
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { Category } from '@contract/catalogue.ts';
import type { PricewiseSearch } from '@contract/pricewise-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { api } from '@/lib/api.ts';
import { usePricewiseCategories, useProduceSuggestions } from '../use-pricewise.ts';
import type { PricewisePatch } from './pricewise-page.tsx';

/** The device's categories; the server's on a device that holds none yet. */
function useCategoryChoices(): Category[] {
  const local = usePricewiseCategories();
  const [remote, setRemote] = useState<Category[]>([]);
  const needRemote = local !== undefined && local.length === 0;
  useEffect(() => {
    if (!needRemote) return;
    let live = true;
    api<{ data: Category[] }>('/product/categories/', { fallback: 'Fetch failed' }).then(
      (r) => live && setRemote(r.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needRemote]);
  return local?.length ? local : remote;
}

export function ProducePicker({ search, onChange }: { search: PricewiseSearch; onChange: (patch: PricewisePatch) => void }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState(search.q);
  // A new choice from the URL (back, a suggestion) is what the box shows.
  const [shown, setShown] = useState(search.q);
  if (shown !== search.q) {
    setShown(search.q);
    setTyped(search.q);
  }
  const categories = useCategoryChoices();
  const suggestions = useProduceSuggestions(search.category, typed === search.q ? '' : typed, i18n.locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: typed.trim() });
  };

  return (
    <section aria-labelledby="pricewise-pick" className="mt-5 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="pricewise-pick" className="text-lg font-semibold text-gray-900">
        <Trans>Choose a produce</Trans>
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr]">
        <form role="search" onSubmit={submit} className="flex flex-col gap-1">
          <label htmlFor="pricewise-q" className="text-sm font-medium text-gray-800">
            <Trans>Produce, in English or French</Trans>
          </label>
          <div className="flex gap-2">
            <input
              id="pricewise-q"
              type="search"
              value={typed}
              maxLength={200}
              autoComplete="off"
              placeholder={t`e.g. carrots, carottes`}
              onChange={(e) => setTyped(e.target.value)}
              className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900"
            />
            <Button type="submit" className="shrink-0">
              <Search aria-hidden="true" className="h-4 w-4" />
              <Trans>Compare</Trans>
            </Button>
          </div>
        </form>
        <SelectField label={<Trans>Or browse a category</Trans>} value={search.category ?? ''} onChange={(e) => onChange({ category: e.target.value || undefined })}>
          <option value="">{t`All categories`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {i18n.locale === 'fr' ? c.name_fr : c.name_en}
            </option>
          ))}
        </SelectField>
      </div>
      {suggestions && suggestions.length > 0 && (
        <div className="mt-3">
          <h3 id="pricewise-suggestions" className="text-sm font-medium text-gray-800">
            <Trans>Produce sold here</Trans>
          </h3>
          <ul aria-labelledby="pricewise-suggestions" className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.q}>
                <button
                  type="button"
                  aria-pressed={search.q === s.q}
                  onClick={() => onChange({ q: s.q })}
                  className="min-h-11 rounded-full border border-gray-400 bg-white px-3 py-1 text-sm text-gray-900 hover:bg-green-50 aria-pressed:border-green-800 aria-pressed:bg-green-100"
                >
                  {s.q} <span className="text-gray-700">({i18n.number(s.count)})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
