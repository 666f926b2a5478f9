import { createFileRoute } from '@tanstack/react-router';
import { FlexibleBuyingPage } from '@/features/content/flexible-buying-page.tsx';

export const Route = createFileRoute('/flexiblebuying')({
  component: FlexibleBuyingPage,
});
