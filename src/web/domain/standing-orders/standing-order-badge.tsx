// 'Standing order' on an order the server placed for a standing order, linking to it (the buyer's and the farm's
// order lists and pages).
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';

export function StandingOrderBadge({ id, className = '' }: { id: string | null | undefined; className?: string }) {
  if (!id) return null;
  return (
    <Link
      to="/standing-orders/$id"
      params={{ id }}
      data-testid="standing-order-badge"
      className={`inline-flex min-h-6 items-center gap-1 rounded-full border border-teal-300 bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 underline-offset-2 hover:underline ${className}`}
    >
      <Repeat aria-hidden="true" className="size-3.5" />
      <Trans>Standing order</Trans>
    </Link>
  );
}
