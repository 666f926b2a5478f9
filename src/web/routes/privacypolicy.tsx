import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/content/privacy-page.tsx';

export const Route = createFileRoute('/privacypolicy')({
  component: PrivacyPage,
});
