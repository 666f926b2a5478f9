// /notifications: the signed-in user's feed (any role), from the device.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/_auth/notifications')({
  component: NotificationsPage,
});
