// Small pieces of the buyer's order screens: the status badge, the invoice number
// (an order placed offline has none until the server gives it) and a line's name in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@contract/enums.ts';
import type { OrderLine } from '@contract/orders.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { formatInvoiceNumber, useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import { productName } from '@/domain/products/product-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';

const tones: Record<OrderStatus, string> = {
  placed: 'border-sky-300 bg-sky-50 text-sky-900',
  accepted: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  packed: 'border-violet-300 bg-violet-50 text-violet-900',
  out_for_delivery: 'border-amber-300 bg-amber-50 text-amber-900',
  ready_for_pickup: 'border-amber-300 bg-amber-50 text-amber-900',
  delivered: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
  cancelled: 'border-gray-400 bg-gray-100 text-gray-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`} data-testid="order-status">
      {label(status)}
    </span>
  );
}

/** 'INV-000042', or words saying the number comes when the server has the order. */
export function useInvoiceLabel(): (order: Pick<LocalOrder, 'invoice_number' | 'local'>) => string {
  const { t } = useLingui();
  return (order) => (order.local === 'waiting' || order.invoice_number <= 0 ? t`New order` : formatInvoiceNumber(order.invoice_number));
}

export function useLineName(): (line: Pick<OrderLine, 'product_name' | 'product_name_fr'>) => string {
  const { i18n } = useLingui();
  return (line) => productName({ name: line.product_name, name_fr: line.product_name_fr }, i18n.locale);
}

/** 'YYYY-MM-DD' of an instant in Canada (the day an order was placed). */
export function canadianDay(iso: string): string {
  return todayInCanada(new Date(iso));
}
