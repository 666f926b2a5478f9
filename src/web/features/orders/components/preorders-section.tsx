// The buyer's pre-orders of expected harvests on /orders: partial fills waiting for an answer first, then those
// waiting for their harvest, then the recently cancelled with why. Those that became orders show as orders below.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PreorderCard } from '@/domain/harvests/preorder-card.tsx';
import { useMyPreorders } from '@/domain/harvests/use-harvests.ts';

/** How long a cancelled pre-order stays in the list. */
const CANCELLED_SHOWN_DAYS = 30;
const RANK = { partial_offered: 0, pending: 1, cancelled: 2, ordered: 3 } as const;

export function PreordersSection() {
  const preorders = useMyPreorders();
  const [since] = useState(() => new Date(Date.now() - CANCELLED_SHOWN_DAYS * 86_400_000).toISOString());
  if (!preorders) return null;
  const shown = preorders
    .filter((p) => p.row.status !== 'ordered' && (p.row.status !== 'cancelled' || p.row.updated_at >= since || p.refused.length > 0))
    .sort((a, b) => RANK[a.row.status] - RANK[b.row.status]);
  if (shown.length === 0) return null;
  const offers = shown.filter((p) => p.row.status === 'partial_offered').length;
  return (
    <section aria-labelledby="preorders-title" className="mt-6" data-testid="preorders-section">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preorders-title" className="text-xl font-bold text-gray-900">
          <Trans>Pre-orders</Trans>
        </h2>
        <Link to="/preorderproduce" className="inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline">
          <Trans>See upcoming harvests</Trans>
        </Link>
      </div>
      {offers > 0 && (
        <p className="mt-1 font-semibold text-orange-900">
          <Trans>A harvest came in short: answer the partial fill offered below.</Trans>
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {shown.map((item) => (
          <PreorderCard key={item.row.id} item={item} showHarvestLink />
        ))}
      </ul>
    </section>
  );
}
