// /seller/harvests: the farm's expected harvests and their pre-orders, from the device (offline too).
import { createFileRoute } from '@tanstack/react-router';
import { SellerHarvestsPage } from '@/features/seller-harvests/components/seller-harvests-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/harvests')({
  component: SellerHarvestsPage,
});
