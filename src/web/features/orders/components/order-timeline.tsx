// The order's way from placed to delivered (delivery goes out for delivery, pickup is made ready), each step with the
// time it was reached; a rejected or cancelled order ends with that step, its reason and who made it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Circle, X } from 'lucide-react';
import type { OrderStatus } from '@contract/enums.ts';
import type { OrderEvent } from '@contract/orders.ts';
import { orderPath } from '@contract/order-rules.ts';
import { useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';

interface Step {
  status: OrderStatus;
  event: OrderEvent | undefined;
  state: 'done' | 'current' | 'todo' | 'ended';
}

function stepsOf(order: LocalOrder): Step[] {
  const lastEvent = (status: OrderStatus) => order.events.filter((e) => e.status === status).at(-1);
  const path = orderPath(order.fulfilment);
  if (order.status === 'rejected' || order.status === 'cancelled') {
    const reached = path.filter((s) => s === 'placed' || lastEvent(s));
    return [...reached.map((s) => ({ status: s, event: lastEvent(s), state: 'done' as const })), { status: order.status, event: lastEvent(order.status), state: 'ended' }];
  }
  const at = path.indexOf(order.status);
  // Delivered is the end of the way: every step done, the last one still marked as where the order is.
  const end = order.status === 'delivered';
  return path.map((s, i) => ({ status: s, event: lastEvent(s), state: i < at || (end && i === at) ? 'done' : i === at ? 'current' : 'todo' }));
}

export function OrderTimeline({ order }: { order: LocalOrder }) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  const { date } = useQuantityFormats();
  const steps = stepsOf(order);
  const farm = order.farm_name;
  const who = (e: OrderEvent) => {
    const person = e.by_name;
    return e.by === 'buyer' ? t`By you` : e.by === 'seller' ? t`By ${person}, ${farm}` : t`Automatically`;
  };

  return (
    <ol className="flex flex-col" aria-label={t`Order status`} data-testid="order-timeline">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const ended = step.state === 'ended';
        const reached = step.state !== 'todo';
        const time = step.event?.at ?? (step.status === 'placed' ? order.created_at : undefined);
        return (
          <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0" aria-current={step.status === order.status ? 'step' : undefined} data-state={step.state}>
            {!last && <span aria-hidden="true" className={`absolute left-[0.9rem] top-8 h-[calc(100%-2rem)] w-0.5 ${steps[i + 1]!.state === 'todo' ? 'bg-gray-300' : 'bg-green-700'}`} />}
            <span
              aria-hidden="true"
              className={`z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${
                ended ? 'border-red-700 bg-red-700 text-white' : step.state === 'current' ? 'border-green-700 bg-white text-green-700 ring-4 ring-green-100' : reached ? 'border-green-700 bg-green-700 text-white' : 'border-gray-400 bg-white text-gray-400'
              }`}
            >
              {ended ? <X className="size-4" /> : step.state === 'done' ? <Check className="size-4" /> : <Circle className="size-2.5 fill-current" />}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={`font-semibold ${reached ? 'text-gray-900' : 'text-gray-600'} ${step.state === 'current' ? 'text-green-800' : ''} ${ended ? 'text-red-800' : ''}`}>
                {statusLabel(step.status)}
                {step.status === order.status && !ended && (
                  <span className="sr-only">
                    {' '}
                    <Trans>(current status)</Trans>
                  </span>
                )}
              </p>
              <p className="text-sm text-gray-700">{time ? date(time) : <Trans>Not yet</Trans>}</p>
              {ended && step.event && (
                <>
                  <p className="text-sm text-gray-800">{who(step.event)}</p>
                  {step.event.reason && <ReasonLine reason={step.event.reason} />}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function ReasonLine({ reason }: { reason: string }) {
  return (
    <p className="text-sm text-gray-800">
      <Trans>Reason: {reason}</Trans>
    </p>
  );
}
