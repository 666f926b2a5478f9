import { createFileRoute } from '@tanstack/react-router';
import { MyProfile } from '@/features/profile/components/my-profile.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard/')({
  component: MyProfile,
});
