// /seller/products/edit/$id: edit a product (If-Match), or settle a refused change of it.
import { createFileRoute } from '@tanstack/react-router';
import { EditProductPage } from '@/features/seller-products/components/edit-product-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/products/edit/$id')({
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id } = Route.useParams();
  return <EditProductPage key={id} productId={id} />;
}
