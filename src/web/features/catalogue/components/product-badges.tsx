// Small labels shared by the card and the product page: stock status, discount, organic.
import { Trans } from '@lingui/react/macro';
import { Leaf } from 'lucide-react';
import type { StockStatus } from '../product-view.ts';

export function StockBadge({ status }: { status: StockStatus }) {
  const look = {
    in: 'bg-green-50 text-green-800 ring-green-700/30',
    low: 'bg-amber-50 text-amber-900 ring-amber-700/30',
    out: 'bg-gray-100 text-gray-800 ring-gray-500/30',
  }[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${look}`}>
      {status === 'in' ? <Trans>In stock</Trans> : status === 'low' ? <Trans>Low stock</Trans> : <Trans>Out of stock</Trans>}
    </span>
  );
}

export function DiscountBadge({ percent }: { percent: number }) {
  if (percent <= 0) return null;
  return (
    <span className="inline-flex items-center rounded-md bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
      <Trans>{percent}% OFF</Trans>
    </span>
  );
}

export function OrganicBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
      <Leaf aria-hidden="true" className="size-3.5" />
      <Trans>Organic</Trans>
    </span>
  );
}
