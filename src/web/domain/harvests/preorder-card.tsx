// One of the buyer's pre-orders: what, how much, when, its status (with why it was cancelled), the deposit the farm
// asks, and what the buyer can do: cancel while it waits for the harvest; when the harvest came in short, take the
// partial quantity offered or cancel. Shown on the harvest's page and on /orders.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmCancel } from '@/components/sync/confirm-cancel.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { GradeLabel, productName } from '@/domain/products/product-labels.tsx';
import type { LocalPreorder } from '@/offline/db.ts';
import { PreorderStatusBadge, unitsOf, useCancelReasonLabel, useHarvestFormats } from './harvest-labels.tsx';
import { acceptPartialFill, cancelPreorder } from './preorder-writes.ts';
import { RefusedChanges, refusalCode, refusalNumber } from './refused-changes.tsx';
import type { WithChanges } from './use-harvests.ts';

export function PreorderCard({ item, showHarvestLink = false }: { item: WithChanges<LocalPreorder>; showHarvestLink?: boolean }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const reason = useCancelReasonLabel();
  const p = item.row;
  const name = productName({ name: p.product_name, name_fr: p.product_name_fr }, i18n.locale);
  const got = unitsOf(p);
  const qty = got < p.quantity ? t`${f.quantity(got, p.unit)} of ${f.quantity(p.quantity, p.unit)} pre-ordered` : f.quantity(p.quantity, p.unit);
  const total = money(got * p.unit_price_minor, p.currency);
  const window = f.window(p.window_from, p.window_until);
  const farm = p.farm_name;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="preorder">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-gray-900">
            {showHarvestLink ? (
              <Link to="/preorderproduce/$id" params={{ id: p.harvest_id }} className="hover:underline">
                {qty} · {name}
              </Link>
            ) : (
              <>
                {qty} · {name}
              </>
            )}
          </h3>
          <p className="text-sm text-gray-700">
            {farm} · <GradeLabel grade={p.grade} /> · <Trans>Harvest window {window}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.waiting && <WaitingBadge testId="preorder-waiting" />}
          <PreorderStatusBadge status={p.status} />
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-900">
        <Trans>
          {total} at the pre-order price of {money(p.unit_price_minor, p.currency)}
        </Trans>
        {p.deposit_minor > 0 && (
          <>
            {' · '}
            <Trans>deposit asked by the farm: {money(p.deposit_minor, p.currency)}</Trans>
          </>
        )}
      </p>
      {p.status === 'cancelled' && <p className="mt-1 text-sm text-gray-800">{reason(p.cancel_reason)}</p>}
      {p.status === 'ordered' && p.order_id && (
        <Link
          to="/orders/$id"
          params={{ id: p.order_id }}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline"
        >
          <Trans>See the order</Trans>
        </Link>
      )}
      {p.status === 'partial_offered' && <PartialOffer preorder={p} />}
      {p.status === 'pending' && p.local !== 'waiting' && <CancelPreorder preorder={p} label={t`Cancel the pre-order of ${name} from ${farm}`} />}
      <div className="mt-2">
        <RefusedChanges
          refused={item.refused}
          explain={(entry) => {
            const left = refusalNumber(entry, 'available');
            const current = (entry.lastBody as { current?: { price_minor?: unknown } } | undefined)?.current?.price_minor;
            if (refusalCode(entry) === 'order_changed' && typeof current === 'number')
              return (
                <p className="mt-1">
                  <Trans>
                    Pre-order price now: {money(current, p.currency)}. Discard this one and pre-order again at the new price if it suits you.
                  </Trans>
                </p>
              );
            return left !== null ? (
              <p className="mt-1">
                <Trans>Still available: {f.quantity(left, p.unit)}</Trans>
              </p>
            ) : null;
          }}
        />
      </div>
    </li>
  );
}

function PartialOffer({ preorder: p }: { preorder: LocalPreorder }) {
  const { t, i18n } = useLingui();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const [busy, setBusy] = useState(false);
  const offered = p.offered_quantity ?? 0;
  const name = productName({ name: p.product_name, name_fr: p.product_name_fr }, i18n.locale);
  const offeredText = f.quantity(offered, p.unit);
  const askedText = f.quantity(p.quantity, p.unit);
  const total = money(offered * p.unit_price_minor, p.currency);
  const accept = async () => {
    setBusy(true);
    try {
      await acceptPartialFill(p, t`Accept ${offeredText} of ${name}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 rounded-md border border-orange-300 bg-orange-50 p-3" data-testid="partial-offer">
      <p className="text-sm text-orange-950">
        <Trans>
          The harvest came in short: the farm can fill {offeredText} of the {askedText} you pre-ordered ({total}). Take it, or cancel the pre-order.
        </Trans>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void accept()}>
          <Trans>Accept {offeredText}</Trans>
        </Button>
        <CancelPreorder preorder={p} label={t`Decline the partial fill of ${name}`} decline />
      </div>
    </div>
  );
}

function CancelPreorder({ preorder, label, decline = false }: { preorder: LocalPreorder; label: string; decline?: boolean }) {
  return (
    <ConfirmCancel
      size="sm"
      variant={decline ? 'secondary' : 'ghost'}
      className={decline ? '' : 'mt-2 text-red-800'}
      label={decline ? <Trans>Decline and cancel</Trans> : <Trans>Cancel pre-order</Trans>}
      confirmLabel={<Trans>Cancel pre-order</Trans>}
      title={<Trans>Cancel this pre-order?</Trans>}
      consequence={<Trans>The quantity goes back to the farm for other buyers. This cannot be undone.</Trans>}
      onConfirm={() => cancelPreorder(preorder, label)}
    />
  );
}
