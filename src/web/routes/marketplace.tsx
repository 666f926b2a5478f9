// /marketplace: planned; reads the header search (?q=) so a search visibly lands here.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

const marketplaceSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/marketplace')({
  validateSearch: marketplaceSearch,
  component: MarketplacePage,
});

function MarketplacePage() {
  const { q } = Route.useSearch();
  return (
    <PlannedPage
      title={<Trans>Marketplace</Trans>}
      description={
        <Trans>
          The full catalogue of produce from Canadian farms, with filters for name, category, price range, status, organic
          produce, stock and currency, and a count of the products shown.
        </Trans>
      }
      audience={<Trans>Everyone: visitors browse, buyers and bulk buyers order.</Trans>}
    >
      {q && (
        <p className="mt-6 rounded-md border border-gray-300 bg-gray-50 px-4 py-3 text-gray-900" data-testid="marketplace-query">
          <Trans>Search: {q}</Trans>
        </p>
      )}
    </PlannedPage>
  );
}
