// /seller/requests: the produce requests sent to my farm; tabs and search are the URL's search params (zod-free reader).
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseSellerRequestsSearch, type SellerRequestsSearch } from '@/features/seller-requests/search.ts';
import { SellerRequestsPage } from '@/features/seller-requests/components/seller-requests-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests')({
  validateSearch: (raw: SellerRequestsSearch & SearchSchemaInput): SellerRequestsSearch => parseSellerRequestsSearch(raw),
  component: SellerRequestsRoute,
});

function SellerRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SellerRequestsPage
      search={search}
      onChange={(patch, opts) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: opts?.replace ?? false })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
