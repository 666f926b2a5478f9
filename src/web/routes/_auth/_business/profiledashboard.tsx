import { createFileRoute } from '@tanstack/react-router';
import { AccountDashboard } from '@/features/profile/components/account-dashboard.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard')({
  component: () => <AccountDashboard kind="business" />,
});
