import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/content/terms-page.tsx';

export const Route = createFileRoute('/termsandconditions')({
  component: TermsPage,
});
