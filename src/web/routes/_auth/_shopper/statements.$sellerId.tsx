// /statements/$sellerId: the buyer's monthly statement from one farm. ?currency= picks the ledger, ?month= the month.
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseStatementSearch, type StatementSearch } from '@/features/statements/search.ts';
import { StatementPage } from '@/features/statements/components/statement-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/statements/$sellerId')({
  validateSearch: (raw: StatementSearch & SearchSchemaInput): StatementSearch => parseStatementSearch(raw),
  component: StatementRoute,
});

function StatementRoute() {
  const { sellerId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StatementPage sellerId={sellerId} search={search} onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
