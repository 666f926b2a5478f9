// /admin/messages: the contact form's messages, read and answered by mail (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { ContactInboxPage } from '@/features/admin/components/contact-inbox-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/messages')({
  component: ContactInboxPage,
});
