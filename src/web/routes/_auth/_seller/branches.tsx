// /branches: the seller's branches with their review status.
import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '@/features/seller-onboarding/components/branch-pages.tsx';

export const Route = createFileRoute('/_auth/_seller/branches')({
  component: BranchesPage,
});
