// /request-produce: a bulk buyer asks farms for produce (works offline; the draft stays on the device).
import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '@/lib/search-params.ts';
import { RequestProducePage } from '@/features/bulk-requests/components/request-produce-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/request-produce')({
  // ?product=<id>: the product page's 'Buying in bulk?' prefills the request with it.
  validateSearch: (raw: Record<string, unknown>): { product?: string | undefined } => ({ product: optionalText(raw.product, 100) }),
  component: RequestProduceRoute,
});

function RequestProduceRoute() {
  const { product } = Route.useSearch();
  return <RequestProducePage productId={product} />;
}
