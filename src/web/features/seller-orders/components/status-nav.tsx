// The status chips over the list: All and each status with its count over the other filters; new orders stand out.
// Phones: one row that scrolls sideways, so the orders start high on the screen.
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, type OrderStatus } from '@contract/enums.ts';
import { CountChip } from '@/components/ui/count-chip.tsx';
import { useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import type { SellerOrdersSearch } from '../search.ts';

export function StatusNav({
  search,
  total,
  counts,
  onChange,
}: {
  search: SellerOrdersSearch;
  total: number;
  counts: Record<OrderStatus, number>;
  onChange: (patch: Partial<SellerOrdersSearch>) => void;
}) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  return (
    <nav aria-label={t`Orders by status`}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <li>
          <CountChip label={t`All`} count={total} current={!search.status} onClick={() => onChange({ status: undefined })} testId="count-all" />
        </li>
        {ORDER_STATUSES.map((s) => (
          <li key={s}>
            <CountChip
              label={statusLabel(s)}
              count={counts[s]}
              current={search.status === s}
              highlight={s === 'placed' && counts.placed > 0}
              onClick={() => onChange({ status: s })}
              testId={`count-${s}`}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
