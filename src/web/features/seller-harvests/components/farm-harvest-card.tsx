// One of the farm's expected harvests: its facts and what is left, its pre-orders (buyer, quantity, status, the order
// each became), and what the farm can do while it is open: edit, record the harvest, cancel it (after a confirmation).
// A recording the server refused as short (pre-orders came in since) offers to confirm the partial fills.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { leftToPreorder } from '@contract/harvest-rules.ts';
import { ConfirmCancel } from '@/components/sync/confirm-cancel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { HARVEST_RECORD_KIND } from '@/domain/harvests/harvest-appliers.ts';
import { harvestNote, harvestProductName, PreorderStatusBadge, unitsOf, useHarvestFormats, useHarvestStatusLabel } from '@/domain/harvests/harvest-labels.tsx';
import { cancelHarvest, recordHarvest } from '@/domain/harvests/harvest-writes.ts';
import { RefusedChanges, refusalCode } from '@/domain/harvests/refused-changes.tsx';
import type { FarmHarvest } from '@/domain/harvests/use-harvests.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { GradeLabel } from '@/domain/products/product-labels.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { HarvestForm } from './harvest-form.tsx';
import { RecordHarvest } from './record-harvest.tsx';

type Mode = 'view' | 'edit' | 'record';

export function FarmHarvestCard({ item, products, seller }: { item: FarmHarvest; products: Product[]; seller: SellerPublic | undefined }) {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const status = useHarvestStatusLabel();
  const [mode, setMode] = useState<Mode>('view');
  const h = item.row;
  const name = harvestProductName(h, i18n.locale);
  const note = harvestNote(h, i18n.locale);
  const left = leftToPreorder(h);
  const open = h.status === 'open';
  const confirmed = h.local !== 'waiting';
  const headingId = `harvest-${h.id}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="farm-harvest" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {name} · <GradeLabel grade={h.grade} />
          </h2>
          <p className="text-sm text-gray-700">
            <Trans>Harvest {f.window(h.window_from, h.window_until)}</Trans> ·{' '}
            <Trans>
              {money(h.price_minor, h.currency)} per {f.unit(h.unit)}
            </Trans>
            {h.deposit_percent > 0 && (
              <>
                {' · '}
                <Trans>deposit {h.deposit_percent}%</Trans>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.waiting && <WaitingBadge testId="harvest-waiting" />}
          <span className="inline-flex min-h-6 items-center rounded-full border border-gray-300 bg-gray-50 px-2.5 py-0.5 text-xs font-semibold text-gray-900">
            {status(h.status)}
          </span>
        </div>
      </div>
      <p className="mt-2 text-gray-900" data-testid="farm-harvest-figures">
        {h.status === 'harvested' && h.harvested_quantity !== null ? (
          <Trans>
            Harvested {f.quantity(h.harvested_quantity, h.unit)} of {f.quantity(h.expected_quantity, h.unit)} expected
          </Trans>
        ) : (
          <Trans>
            {f.quantity(h.preordered_quantity, h.unit)} pre-ordered of {f.quantity(h.expected_quantity, h.unit)} expected · {f.quantity(left, h.unit)}{' '}
            left
          </Trans>
        )}
      </p>
      {note && (
        <p className="mt-1 text-sm text-gray-700" lang={note.lang}>
          {note.text}
        </p>
      )}
      {open && products.find((p) => p.id === h.product_id)?.status === 'Draft' && (
        <p className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="harvest-hidden">
          <Trans>Buyers do not see this harvest while {name} is a draft: publish the product to take pre-orders again. Pre-orders already made stay.</Trans>
        </p>
      )}
      <PreorderTable item={item} />
      <div className="mt-2">
        <RefusedChanges refused={item.refused} explain={(entry) => <ShortHarvest entry={entry} item={item} />} />
      </div>
      {open && confirmed && mode === 'view' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="md" onClick={() => setMode('record')}>
            <Trans>Record the harvest</Trans>
          </Button>
          <Button size="md" variant="secondary" onClick={() => setMode('edit')}>
            <Trans>Edit</Trans>
          </Button>
          <CancelHarvest item={item} />
        </div>
      )}
      {open && mode === 'record' && <RecordHarvest harvest={h} preorders={item.preorders} onDone={() => setMode('view')} />}
      {open && mode === 'edit' && (
        <div className="mt-3 rounded-md border border-gray-200 p-3">
          <HarvestForm products={products} seller={seller} harvest={h} onDone={() => setMode('view')} />
        </div>
      )}
    </li>
  );
}

function PreorderTable({ item }: { item: FarmHarvest }) {
  const { t } = useLingui();
  const f = useHarvestFormats();
  const { money } = useOrderFormats();
  if (item.preorders.length === 0)
    return (
      <p className="mt-2 text-sm text-gray-700">
        <Trans>No pre-order yet.</Trans>
      </p>
    );
  const unit = item.row.unit;
  type Row = FarmHarvest['preorders'][number];
  const who = (p: Row) => (p.buyer_business ? `${p.buyer_name} · ${p.buyer_business}` : p.buyer_name);
  const quantityOf = (p: Row) => {
    const got = unitsOf(p);
    const asked = f.quantity(p.quantity, unit);
    return got < p.quantity ? t`${f.quantity(got, unit)} of ${asked}` : asked;
  };
  const offered = (p: Row) =>
    p.status === 'partial_offered' && p.offered_quantity !== null ? (
      <span className="block text-xs text-orange-900">
        <Trans>{f.quantity(p.offered_quantity, unit)} offered</Trans>
      </span>
    ) : null;
  const orderLink = (p: Row) =>
    p.order_id ? (
      <Link to="/seller/orders/$id" params={{ id: p.order_id }} className="inline-flex min-h-11 items-center font-semibold text-green-800 underline">
        <Trans>Open the order</Trans>
      </Link>
    ) : null;
  return (
    <>
      {/* A phone reads each pre-order as a short card; wider screens as a table. */}
      <ol className="mt-3 flex flex-col gap-2 sm:hidden" aria-label={t`Pre-orders, first come first served`}>
        {item.preorders.map((p) => (
          <li key={p.id} className="rounded-md border border-gray-200 px-3 py-2 text-sm" data-testid="harvest-preorder-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="font-semibold text-gray-900">{who(p)}</span>
              <PreorderStatusBadge status={p.status} />
            </div>
            <p className="mt-1 text-gray-800">
              {quantityOf(p)}
              {p.deposit_minor > 0 && (
                <>
                  {' · '}
                  <Trans>deposit asked: {money(p.deposit_minor, p.currency)}</Trans>
                </>
              )}
            </p>
            {offered(p)}
            {orderLink(p)}
          </li>
        ))}
      </ol>
      <div className="mt-3 hidden sm:block">
        <table className="w-full text-left text-sm" data-testid="harvest-preorders">
          <caption className="sr-only">
            <Trans>Pre-orders, first come first served</Trans>
          </caption>
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Buyer</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Deposit asked</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="py-1 font-semibold">
                <Trans>Order</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {item.preorders.map((p) => (
              <tr key={p.id} className="border-b border-gray-100" data-testid="harvest-preorder">
                <td className="py-1 pr-2">{who(p)}</td>
                <td className="py-1 pr-2">
                  {quantityOf(p)}
                  {offered(p)}
                </td>
                <td className="py-1 pr-2">{p.deposit_minor > 0 ? money(p.deposit_minor, p.currency) : '—'}</td>
                <td className="py-1 pr-2">
                  <PreorderStatusBadge status={p.status} />
                </td>
                <td className="py-1">{orderLink(p) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A recording refused because the harvest is short of the pre-orders: confirm the partial fills and send it again. */
function ShortHarvest({ entry, item }: { entry: OutboxEntry; item: FarmHarvest }) {
  const { t, i18n } = useLingui();
  const f = useHarvestFormats();
  const [busy, setBusy] = useState(false);
  const body = entry.body as { quantity?: unknown } | null;
  if (entry.kind !== HARVEST_RECORD_KIND || refusalCode(entry) !== 'harvest_short' || typeof body?.quantity !== 'number') return null;
  const quantity = body.quantity;
  const h = item.row;
  const qty = f.quantity(quantity, h.unit);
  const name = harvestProductName(h, i18n.locale);
  const confirm = async () => {
    setBusy(true);
    try {
      await recordHarvest(h, quantity, true, t`Record the harvest of ${name}: ${qty}, partial fills confirmed`, entry);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <p>
        <Trans>
          More pre-orders came in since: {qty} no longer covers them all. Confirm to fill them first come, first served, with partial fills.
        </Trans>
      </p>
      <Button size="sm" className="mt-2" disabled={busy} onClick={() => void confirm()}>
        <Trans>Confirm the partial fills</Trans>
      </Button>
    </div>
  );
}

function CancelHarvest({ item }: { item: FarmHarvest }) {
  const { t, i18n } = useLingui();
  const h = item.row;
  const name = harvestProductName(h, i18n.locale);
  const waiting = item.preorders.filter((p) => p.status === 'pending').length;
  return (
    <ConfirmCancel
      label={<Trans>Cancel the harvest</Trans>}
      title={<Trans>Cancel the expected harvest of {name}?</Trans>}
      consequence={
        waiting > 0
          ? plural(waiting, {
              one: 'Its waiting pre-order is cancelled and its buyer told. This cannot be undone.',
              other: 'Its # waiting pre-orders are cancelled and their buyers told. This cannot be undone.',
            })
          : t`It will no longer take pre-orders. This cannot be undone.`
      }
      onConfirm={() => cancelHarvest(h, t`Cancel the expected harvest of ${name}`)}
    />
  );
}
