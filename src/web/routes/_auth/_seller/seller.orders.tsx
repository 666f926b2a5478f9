// /seller/orders: the orders addressed to my farm; the filters are the URL's search params (zod-free reader).
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseSellerOrdersSearch, type SellerOrdersSearch } from '@/features/seller-orders/search.ts';
import { SellerOrdersPage } from '@/features/seller-orders/components/seller-orders-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/orders')({
  validateSearch: (raw: SellerOrdersSearch & SearchSchemaInput): SellerOrdersSearch => parseSellerOrdersSearch(raw),
  component: SellerOrdersRoute,
});

function SellerOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SellerOrdersPage
      search={search}
      onChange={(patch, opts) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: opts?.replace ?? false })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
