import { createFileRoute } from '@tanstack/react-router';
import { BuyerInfoPage } from '@/features/content/buyer-info-page.tsx';

export const Route = createFileRoute('/buyer/')({
  component: BuyerInfoPage,
});
