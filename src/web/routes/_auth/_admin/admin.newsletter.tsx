// /admin/newsletter: the newsletter's subscribers and the CSV of confirmed ones (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterSubscribersPage } from '@/features/admin/components/newsletter-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/newsletter')({
  component: NewsletterSubscribersPage,
});
