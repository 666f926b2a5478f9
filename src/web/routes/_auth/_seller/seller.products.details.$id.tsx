// /seller/products/details/$id: the seller's view of one of their products, with where its prices sit in its
// province's market (Pricewise).
import { createFileRoute } from '@tanstack/react-router';
import { FarmView } from '@/features/pricewise/components/market-position.tsx';
import { SellerProductDetailsPage } from '@/features/seller-products/components/product-details-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/products/details/$id')({
  component: SellerProductDetailsRoute,
});

function SellerProductDetailsRoute() {
  const { id } = Route.useParams();
  return <SellerProductDetailsPage key={id} productId={id} marketPosition={(product) => <FarmView product={product} />} />;
}
