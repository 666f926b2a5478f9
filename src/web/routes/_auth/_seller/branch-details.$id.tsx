// /branch-details/$id: one branch, its status and reason, edit and delete.
import { createFileRoute } from '@tanstack/react-router';
import { BranchDetailsPage } from '@/features/seller-onboarding/components/branch-details-page.tsx';

export const Route = createFileRoute('/_auth/_seller/branch-details/$id')({
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <BranchDetailsPage id={id} />;
}
