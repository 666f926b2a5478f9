// /seller/requests/submit/$id: the farm's quote for one request (spec §3 Seller quote).
import { createFileRoute } from '@tanstack/react-router';
import { SubmitQuotePage } from '@/features/seller-requests/components/submit-quote-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/submit/$id')({
  component: SubmitQuoteRoute,
});

function SubmitQuoteRoute() {
  const { id } = Route.useParams();
  return <SubmitQuotePage id={id} />;
}
