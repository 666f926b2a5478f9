// /preorderproduce: the expected harvests open to pre-orders and how pre-ordering works. This file is in the app's
// first JavaScript: its search params (the filters) are read by the page itself, in its own file. Its words live
// with the signed-in screens' (the home page does not download them).
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { PreorderProducePage } from '@/features/harvests/components/preorder-produce-page.tsx';
import { readHarvestSearch, type HarvestSearch } from '@/features/harvests/harvest-search.ts';

export const Route = createFileRoute('/preorderproduce')({
  beforeLoad: loadWorkspaceMessages,
  component: PreorderProduceRoute,
});

function PreorderProduceRoute() {
  const search = readHarvestSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: HarvestSearch, replace: boolean) => void navigate({ to: '/preorderproduce', search: next as never, replace });
  return <PreorderProducePage search={search} onChange={(patch) => go({ ...search, page: undefined, ...patch }, !('page' in patch))} onClear={() => go({}, false)} />;
}
