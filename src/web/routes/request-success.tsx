import { createFileRoute } from '@tanstack/react-router';
import { RequestSuccessPage } from '@/features/content/request-success-page.tsx';

export const Route = createFileRoute('/request-success')({
  component: RequestSuccessPage,
});
