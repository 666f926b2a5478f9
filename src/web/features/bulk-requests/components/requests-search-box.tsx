// The search box of /buyer/requests.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';

/** The search box; it starts from the URL's words again whenever they change (tabs, back and forward).
 * No schema: it only changes the URL's search params, which the route validates. */
export function RequestsSearchBox({ q, onSearch }: { q: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      className="mt-4 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="requests-search" className="sr-only">
        <Trans>Search your requests</Trans>
      </label>
      <input
        id="requests-search"
        type="search"
        value={text}
        placeholder={t`Produce or variety`}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600"
      />
      <button type="submit" className={buttonClasses('secondary', 'md', 'shrink-0')}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
