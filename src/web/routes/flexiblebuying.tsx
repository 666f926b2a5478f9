// /flexiblebuying: what standing orders are, and for a signed-in Buyer or BulkBuyer the form that sets one up
// (prefilled from ?from=cart|order|product). The form and its messages load only for them: the public page stays
// free of zod and of the signed-in screens' catalogue.
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { hasAnyRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { FlexibleBuyingPage } from '@/features/content/flexible-buying-page.tsx';
import { parseSetupSearch, type SetupSearch } from '@/features/standing-orders/setup-search.ts';

const StandingOrderSetup = lazy(() => import('@/features/standing-orders/components/setup/standing-order-setup.tsx'));

const SHOPPERS = ['Buyer', 'BulkBuyer'] as const;

export const Route = createFileRoute('/flexiblebuying')({
  validateSearch: (raw: Record<string, unknown>): SetupSearch => parseSetupSearch(raw),
  beforeLoad: async ({ context }) => {
    if (hasAnyRole(context.auth.user?.roles, SHOPPERS)) await loadWorkspaceMessages();
  },
  component: FlexibleBuyingRoute,
});

function FlexibleBuyingRoute() {
  const search = Route.useSearch();
  const { user } = useAuth();
  const href = useLocation({ select: (l) => l.href });
  const shopper = hasAnyRole(user?.roles, SHOPPERS);
  return (
    <FlexibleBuyingPage
      audience={shopper ? 'shopper' : user ? 'other' : 'visitor'}
      returnTo={href}
      setup={
        shopper ? (
          <Suspense fallback={null}>
            <StandingOrderSetup search={search} />
          </Suspense>
        ) : null
      }
    />
  );
}
