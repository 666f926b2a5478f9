// /update-branch/$id: edit a branch (offline too).
import { createFileRoute } from '@tanstack/react-router';
import { UpdateBranchPage } from '@/features/seller-onboarding/components/branch-pages.tsx';

export const Route = createFileRoute('/_auth/_seller/update-branch/$id')({
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <UpdateBranchPage id={id} />;
}
