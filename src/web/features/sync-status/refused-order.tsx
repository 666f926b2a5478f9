// A refused order in 'changes not saved': what changed, line by line ('price was $4.00, now $4.50', 'you asked for
// 12 kg, 8 kg left', 'no longer available'), and one tap to review it in the cart. Nothing is sent again by itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Currency, Unit } from '@contract/enums.ts';
import type { OrderChange } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName, useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { db, type OutboxEntry } from '@/offline/db.ts';
import { orderChangesOf, reviewRefusedOrder } from '@/domain/orders/order-create.ts';
import { discardChange } from '@/offline/rejected.ts';

export default function RefusedOrder({ entry, onLeave }: { entry: OutboxEntry; onLeave: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const orderId = entry.entityKey?.startsWith('orders:') ? entry.entityKey.slice('orders:'.length) : '';
  const changes = orderChangesOf(entry);
  // The order's currency, and each product's unit (from the order's lines, else the product on the device).
  const known = useLiveQuery(async () => {
    const order = orderId ? await db.orders.get(orderId) : undefined;
    const units = new Map<string, Unit>();
    for (const p of await db.products.bulkGet(changes.map((c) => c.product_id))) if (p) units.set(p.id, p.unit);
    for (const l of order?.lines ?? []) if (l.product_id) units.set(l.product_id, l.unit);
    return { currency: order?.currency ?? 'CAD', units };
  }, [orderId, entry.lastBody]);

  const review = async () => {
    setBusy(true);
    try {
      await reviewRefusedOrder(entry);
      onLeave();
      await navigate({ to: '/cart' });
    } finally {
      setBusy(false);
    }
  };
  const discard = () => {
    setBusy(true);
    void discardChange(entry).finally(() => setBusy(false));
  };

  return (
    <li className="rounded-md border border-red-200 bg-red-50 p-3" data-testid="refused-order">
      <p className="font-medium text-gray-900">{entry.label}</p>
      <p className="text-sm text-red-800">{entry.lastError ?? t`The server refused this change.`}</p>
      {changes.length > 0 && known && (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-gray-900" data-testid="order-changes">
          {changes.map((change) => (
            <ChangeLine key={`${change.product_id}:${change.grade}:${change.reason}`} change={change} currency={known.currency} unit={known.units.get(change.product_id)} />
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void review()}>
          <Trans>Review in cart</Trans>
        </Button>
        <Button size="sm" variant="danger" disabled={busy} aria-label={t`Discard: ${entry.label}`} onClick={discard}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </li>
  );
}

function ChangeLine({ change, currency, unit }: { change: OrderChange; currency: Currency; unit: Unit | undefined }) {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const gradeName = useGradeName();
  const quantity = useQuantityLabel();
  const name = `${productName({ name: change.product_name, name_fr: change.product_name_fr }, i18n.locale)} (${gradeName(change.grade)})`;
  const inUnits = (n: number) => (unit ? quantity(n, unit) : i18n.number(n));
  const was = money(change.expected_price_minor, currency);
  const now = change.current_price_minor === null ? '' : money(change.current_price_minor, currency);
  const requested = inUnits(change.requested);
  const left = inUnits(change.available);
  return (
    <li>
      <span className="font-medium">{name}</span>:{' '}
      {change.reason === 'price' ? (
        <Trans>
          price was {was}, now {now}
        </Trans>
      ) : change.reason === 'stock' ? (
        <Trans>
          you asked for {requested}, {left} left
        </Trans>
      ) : (
        <Trans>no longer available</Trans>
      )}
    </li>
  );
}
