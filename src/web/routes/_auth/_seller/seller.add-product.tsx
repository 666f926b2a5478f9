// /seller/add-product: a new product with grade tiers and photos, saved offline first.
import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from '@/features/seller-products/components/add-product-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/add-product')({
  component: AddProductPage,
});
