// /seller/money: what each buyer owes the farm, e-Transfer notices to confirm, the month's takings by method and the
// bookkeeping export, all from the device (offline too); the month and the export's period are search params.
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseSellerMoneySearch, type SellerMoneySearch } from '@/features/seller-money/search.ts';
import { SellerMoneyPage } from '@/features/seller-money/components/seller-money-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/money')({
  validateSearch: (raw: SellerMoneySearch & SearchSchemaInput): SellerMoneySearch => parseSellerMoneySearch(raw),
  component: SellerMoneyRoute,
});

function SellerMoneyRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SellerMoneyPage search={search} onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
