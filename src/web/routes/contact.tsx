// /contact: the contact form (features/contact).
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});
