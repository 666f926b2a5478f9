// /seller/products: the seller's own products, every status.
import { createFileRoute } from '@tanstack/react-router';
import { SellerProductsPage } from '@/features/seller-products/components/seller-products-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/products/')({
  component: SellerProductsPage,
});
