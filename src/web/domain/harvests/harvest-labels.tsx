// Expected harvests and pre-orders in words, in the reader's language: statuses, why a pre-order was cancelled, the
// harvest window ('Jun 2 – Jun 20, 2026'), quantities with their unit, and the 'Pre-order' mark on an order made from
// one (linking to its harvest). The buyer's, the farm's and the public screens say them the same way.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Sprout } from 'lucide-react';
import { PROVINCES, type Unit } from '@contract/enums.ts';
import type { HarvestStatus, PreorderCancelReason, PreorderStatus } from '@contract/harvest-rules.ts';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { db } from '@/offline/db.ts';

export function useHarvestStatusLabel(): (status: HarvestStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      open: t`Taking pre-orders`,
      harvested: t({ message: 'Harvested', context: 'an expected harvest' }),
      cancelled: t({ message: 'Cancelled', context: 'an expected harvest' }),
    })[status];
}

export function usePreorderStatusLabel(): (status: PreorderStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({ pending: t`Waiting for the harvest`, partial_offered: t`Partial fill offered`, ordered: t`Ordered`, cancelled: t`Cancelled` })[status];
}

export function useCancelReasonLabel(): (reason: PreorderCancelReason | null) => string {
  const { t } = useLingui();
  return (reason) =>
    reason === 'buyer'
      ? t`Cancelled by the buyer`
      : reason === 'harvest_cancelled'
        ? t`The farm cancelled the harvest`
        : reason === 'not_filled'
          ? t`Nothing was left for this pre-order at harvest`
          : reason === 'partial_declined'
            ? t`The partial fill was declined`
            : t`Cancelled`;
}

/** Dates, windows and quantities in the reader's locale. */
export function useHarvestFormats() {
  const { i18n } = useLingui();
  const unitName = useUnitLabel();
  const quantity = useQuantityLabel();
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const range = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale);
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  return {
    /** 'Jun 2 – 20, 2026' for two 'YYYY-MM-DD' dates. */
    window: (from: string, until: string) => range.formatRange(at(from), at(until)),
    /** '40 kg', '1 boîte', '12 boîtes'. */
    quantity: (n: number, unit: Unit) => quantity(n, unit),
    /** The unit alone ('kg', 'boîte'): 'per box', 'Quantity (box)'. */
    unit: unitName,
    number: (n: number) => numbers.format(n),
  };
}

const STATUS_TONE: Record<PreorderStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  partial_offered: 'border-orange-400 bg-orange-50 text-orange-900',
  ordered: 'border-green-300 bg-green-50 text-green-900',
  cancelled: 'border-gray-300 bg-gray-100 text-gray-800',
};

export function PreorderStatusBadge({ status }: { status: PreorderStatus }) {
  const label = usePreorderStatusLabel();
  return (
    <span
      className={`inline-flex min-h-6 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}
      data-testid="preorder-status"
    >
      {label(status)}
    </span>
  );
}

/**
 * 'Pre-order' on an order made ahead of its harvest (`preorder`), linking to the expected harvest when it came from a
 * pre-order this device holds (`preorder_id`).
 */
export function PreorderBadge({
  order,
  forFarm = false,
  className = '',
}: {
  order: { preorder: boolean; preorder_id?: string | null };
  /** The farm's screens link to its harvests instead. */
  forFarm?: boolean;
  className?: string;
}) {
  const preorderId = order.preorder_id ?? null;
  const harvestId = useLiveQuery(async () => (preorderId ? ((await db.preorders.get(preorderId))?.harvest_id ?? null) : null), [preorderId]);
  if (!order.preorder && !preorderId) return null;
  const classes = `inline-flex min-h-6 items-center gap-1 rounded-full border border-lime-400 bg-lime-50 px-2.5 py-0.5 text-xs font-semibold text-lime-900 ${className}`;
  const content = (
    <>
      <Sprout aria-hidden="true" className="size-3.5" />
      <Trans context="an order made from a pre-order">Pre-order</Trans>
    </>
  );
  if (forFarm && preorderId)
    return (
      <Link to="/seller/harvests" className={`${classes} underline-offset-2 hover:underline`} data-testid="preorder-badge">
        {content}
      </Link>
    );
  if (!harvestId)
    return (
      <span className={classes} data-testid="preorder-badge">
        {content}
      </span>
    );
  return (
    <Link
      to="/preorderproduce/$id"
      params={{ id: harvestId }}
      className={`${classes} underline-offset-2 hover:underline`}
      data-testid="preorder-badge"
    >
      {content}
    </Link>
  );
}

/** A harvest's or a pre-order's product name in the reader's language. */
/**
 * The farm's note in the reader's language when it wrote one, else the other. `lang` is set when known: the French
 * note is French, and beside one the note is the English version; a note alone is in whatever the farm wrote.
 */
export function harvestNote(row: { note: string | null; note_fr: string | null }, lang: string): { text: string; lang: 'en' | 'fr' | undefined } | null {
  const text = lang === 'fr' ? (row.note_fr ?? row.note) : (row.note ?? row.note_fr);
  if (!text) return null;
  return { text, lang: text === row.note_fr ? 'fr' : row.note_fr ? 'en' : undefined };
}

export function harvestProductName(row: { product_name: string; product_name_fr: string | null }, lang: string): string {
  return lang === 'fr' && row.product_name_fr ? row.product_name_fr : row.product_name;
}

/** The units a pre-order got: after a partial fill was accepted, the part offered; else what was pre-ordered. */
export function unitsOf(p: { status: string; quantity: number; offered_quantity: number | null }): number {
  return p.status === 'ordered' && p.offered_quantity !== null ? p.offered_quantity : p.quantity;
}

/** A province's name in the reader's language, from its code ('ON' -> 'Ontario'). */
export function useProvinceName(): (code: string) => string {
  const { i18n } = useLingui();
  return (code) => {
    const p = PROVINCES.find((x) => x.code === code);
    return p ? (i18n.locale === 'fr' ? p.name_fr : p.name_en) : code;
  };
}
