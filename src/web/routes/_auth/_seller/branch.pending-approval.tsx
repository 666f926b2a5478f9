// /branch/pending-approval: after a branch is submitted (Seller-only: see /register-branch for why).
import { createFileRoute } from '@tanstack/react-router';
import { PendingApprovalPage } from '@/features/seller-onboarding/components/branch-pages.tsx';

export const Route = createFileRoute('/_auth/_seller/branch/pending-approval')({
  component: PendingApprovalPage,
});
