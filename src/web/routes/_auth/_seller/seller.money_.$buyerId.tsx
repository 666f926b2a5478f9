// /seller/money/$buyerId: one buyer's account with the farm: invoices, the monthly statement, and recording payments,
// write-offs and reversals (offline too). ?currency= picks the ledger, ?month= the statement, ?pay= an invoice to pay.
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseBuyerMoneySearch, type BuyerMoneySearch } from '@/features/seller-money/search.ts';
import { BuyerMoneyPage } from '@/features/seller-money/components/buyer-money-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/money_/$buyerId')({
  validateSearch: (raw: BuyerMoneySearch & SearchSchemaInput): BuyerMoneySearch => parseBuyerMoneySearch(raw),
  component: BuyerMoneyRoute,
});

function BuyerMoneyRoute() {
  const { buyerId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BuyerMoneyPage
      buyerId={buyerId}
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
