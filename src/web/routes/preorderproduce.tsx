import { createFileRoute } from '@tanstack/react-router';
import { PreorderPage } from '@/features/content/preorder-page.tsx';

export const Route = createFileRoute('/preorderproduce')({
  component: PreorderPage,
});
