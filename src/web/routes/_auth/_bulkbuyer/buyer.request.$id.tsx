// /buyer/request/$id: one of the bulk buyer's requests and the farms' quotes, with Accept, Reject and Counter-Offer.
import { createFileRoute } from '@tanstack/react-router';
import { NegotiationPage } from '@/features/bulk-negotiation/components/negotiation-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/request/$id')({
  component: BuyerRequestPage,
});

function BuyerRequestPage() {
  const { id } = Route.useParams();
  return <NegotiationPage id={id} />;
}
