// 'Order again': the order's lines go into the cart at today's prices (offline too), then a dialog says what could not
// be added as before (gone, short of stock, raised to the farm's minimum, new price) and offers the cart.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { orderAgain, type ReorderOutcome } from '@/domain/orders/order-again.ts';
import { useInvoiceLabel, useLineName } from './order-parts.tsx';

export function OrderAgainButton({ order, size = 'md', variant = 'secondary' }: { order: LocalOrder; size?: 'sm' | 'md'; variant?: 'primary' | 'secondary' }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const invoice = useInvoiceLabel();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<ReorderOutcome[] | null>(null);

  const number = invoice(order);
  const farm = order.farm_name;
  const run = async () => {
    setBusy(true);
    try {
      setOutcomes(await orderAgain(order, (line) => t`Add ${lineName(line)} to cart`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant={variant} size={size} disabled={busy} onClick={() => void run()} aria-label={t`Order again: ${number} from ${farm}`}>
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans>Order again</Trans>
      </Button>
      {outcomes && <ReorderDialog outcomes={outcomes} currency={order.currency} onClose={() => setOutcomes(null)} />}
    </>
  );
}

function ReorderDialog({ outcomes, currency, onClose }: { outcomes: ReorderOutcome[]; currency: LocalOrder['currency']; onClose: () => void }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const quantityLabel = useQuantityLabel();
  const { money } = useOrderFormats();
  const count = outcomes.filter((o) => o.added > 0).length;
  const total = outcomes.length;
  const notes: string[] = [];
  for (const o of outcomes) {
    const name = `${lineName(o.line)} (${gradeName(o.line.grade)})`;
    const unit = unitName(o.line.unit);
    if (o.problem === 'unavailable') notes.push(t`${name} is no longer available`);
    if (o.problem === 'failed') notes.push(t`${name} could not be added`);
    const left = quantityLabel(o.available, o.line.unit);
    const added = quantityLabel(o.added, o.line.unit);
    const minimum = quantityLabel(o.minimum, o.line.unit);
    if (o.problem === 'raised') notes.push(t`${name}: the farm's minimum is ${minimum}, ${added} added`);
    if (o.problem === 'below_minimum') notes.push(t`${name}: only ${left} left, below the farm's minimum of ${minimum}`);
    if (o.problem === 'short' && o.added > 0) notes.push(t`${name}: only ${left} left, ${added} added`);
    else if (o.problem === 'short') notes.push(t`${name}: only ${left} left, already in your cart`);
    if (o.newPriceMinor !== null && o.problem !== 'unavailable' && o.problem !== 'failed') {
      const before = money(o.line.unit_price_minor, currency);
      const now = money(o.newPriceMinor, currency);
      notes.push(t`${name}: price changed from ${before} to ${now} per ${unit}`);
    }
  }
  const summary =
    count === 0
      ? t`Nothing could be added to your cart.`
      : plural(count, { one: `# product of ${total} added to your cart at today's prices.`, other: `# products of ${total} added to your cart at today's prices.` });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={count > 0 ? t`Added to your cart` : t`Not added`} description={summary} closeButton={false}>
      {notes.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-gray-900" data-testid="reorder-notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {count > 0 && (
          <Link to="/cart" className={buttonClasses('primary', 'md')}>
            <Trans>Go to cart</Trans>
          </Link>
        )}
      </div>
    </Dialog>
  );
}
