// /seller/requests/$id: one request sent to my farm and the negotiation of my quote.
import { createFileRoute } from '@tanstack/react-router';
import { SellerRequestPage } from '@/features/seller-requests/components/seller-request-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/$id')({
  component: SellerRequestRoute,
});

function SellerRequestRoute() {
  const { id } = Route.useParams();
  return <SellerRequestPage id={id} />;
}
