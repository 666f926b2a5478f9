// An order's status as a coloured pill (the colour repeats the word, never replaces it).
import type { OrderStatus } from '@contract/enums.ts';
import { useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';

const tones: Record<OrderStatus, string> = {
  placed: 'bg-amber-100 text-amber-950',
  accepted: 'bg-sky-100 text-sky-950',
  packed: 'bg-indigo-100 text-indigo-950',
  out_for_delivery: 'bg-violet-100 text-violet-950',
  ready_for_pickup: 'bg-violet-100 text-violet-950',
  delivered: 'bg-green-100 text-green-950',
  rejected: 'bg-red-100 text-red-950',
  cancelled: 'bg-gray-200 text-gray-900',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel()(status);
  return (
    <span data-testid="order-status" className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}>
      {label}
    </span>
  );
}
