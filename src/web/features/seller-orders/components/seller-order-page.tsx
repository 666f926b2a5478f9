// /seller/orders/$id: one order addressed to my farm, from the device (offline too): buyer, where it goes, date,
// payment, note, lines and totals, the timeline with reasons, the next moves, problem reports with the answer form,
// and a printable packing slip. An order the device does not hold yet is asked from the server once.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ORDER_PATHS } from '@contract/order-rules.ts';
import type { Order } from '@contract/orders.ts';
import { api } from '@/lib/api.ts';
import { db } from '@/offline/db.ts';
import { hasWaitingChange } from '@/offline/waiting.ts';
import { useSellerOrder } from '../use-seller-orders.ts';
import { OrderView } from './seller-order-view.tsx';

export function SellerOrderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const view = useSellerOrder(id);
  const missing = view !== undefined && !view.order;
  const [fetchFailed, setFetchFailed] = useState(false);

  useEffect(() => {
    if (!missing) return;
    let live = true;
    api<{ data: Order }>(ORDER_PATHS.detail(id), {
      fallback: t`Error fetching order`,
    })
      .then(async ({ data }) => {
        if (!(await hasWaitingChange(db, 'orders', id))) await db.orders.put(data);
      })
      .catch(() => live && setFetchFailed(true));
    return () => {
      live = false;
    };
  }, [missing, id, t]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 print:max-w-none print:p-0">
      <Link
        to="/seller/orders"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-green-800 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All orders</Trans>
      </Link>
      {view === undefined || (missing && !fetchFailed) ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Order details</Trans>
          </h1>
          <p role="status" className="text-gray-700">
            <Trans>Loading the order…</Trans>
          </p>
        </>
      ) : !view.order ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Order details</Trans>
          </h1>
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            <Trans>Error fetching order. It is not on this device yet: connect to the internet and try again.</Trans>
          </p>
        </>
      ) : (
        <OrderView order={view.order} waiting={view.waiting.length > 0} refused={view.refused.map((e) => e.lastError ?? t`Refused by the server`)} />
      )}
    </div>
  );
}
