// /preorderproduce/{id}: one expected harvest; a signed-in buyer pre-orders it and sees their own pre-orders of it
// (the notifications about a pre-order link here). Its words live with the signed-in screens'.
import { createFileRoute } from '@tanstack/react-router';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { HarvestPage } from '@/features/harvests/components/harvest-page.tsx';

export const Route = createFileRoute('/preorderproduce_/$id')({
  beforeLoad: loadWorkspaceMessages,
  component: HarvestRoute,
});

function HarvestRoute() {
  const { id } = Route.useParams();
  return <HarvestPage key={id} id={id} />;
}
