// /pricewise: compare every farm's price of a produce, normalised (per kg, per litre, per piece) and by grade. The
// choice is the URL's search params (validated without zod, bad values dropped, defaults left out): a link to share.
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { parsePricewiseSearch, type PricewiseSearch } from '@contract/pricewise-rules.ts';
import { PricewisePage } from '@/features/pricewise/components/pricewise-page.tsx';

const DEFAULTS = { q: '', organic: 'all', fulfilment: 'any', days: 90 } as const;

export const Route = createFileRoute('/pricewise')({
  validateSearch: (raw: Partial<PricewiseSearch> & SearchSchemaInput): PricewiseSearch => {
    const s = parsePricewiseSearch(raw);
    // Every key named, so a dropped value cannot leak through from the raw search (the router merges them).
    return { q: s.q, category: s.category, province: s.province, organic: s.organic, grade: s.grade, fulfilment: s.fulfilment, currency: s.currency, days: s.days };
  },
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  component: PricewiseRoute,
});

function PricewiseRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PricewisePage
      search={search}
      onChange={(patch, opts) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: opts?.replace ?? false })}
    />
  );
}
