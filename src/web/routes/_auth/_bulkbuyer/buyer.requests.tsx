// /buyer/requests: the bulk buyer's produce requests, read from the device, with tabs (?tab=) and a search (?q=).
import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf, optionalText } from '@/lib/search-params.ts';
import { REQUEST_TABS, type RequestTab } from '@/features/bulk-requests/request-filters.ts';
import { BuyerRequestsPage } from '@/features/bulk-requests/components/buyer-requests-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/requests')({
  validateSearch: (raw: Record<string, unknown>): { tab?: RequestTab | undefined; q?: string | undefined } => ({
    tab: optionalOneOf(REQUEST_TABS, raw.tab),
    q: optionalText(raw.q, 100),
  }),
  component: BuyerRequestsRoute,
});

function BuyerRequestsRoute() {
  const { tab, q } = Route.useSearch();
  return <BuyerRequestsPage tab={tab} q={q} />;
}
