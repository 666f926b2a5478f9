// One cart line: picture, name, grade, unit price, stepper, line total, remove, and its notices
// (waiting to sync, price changed, more than the stock left).
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CloudUpload, ImageOff, Trash2 } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '@contract/money.ts';
import { Button } from '@/components/ui/button.tsx';
import { acceptPrice, setQuantity } from '../cart-actions.ts';
import type { CartLineView } from '../use-cart.ts';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel, useUnitLabel } from '@/domain/products/unit-label.tsx';
import { ConvertedPrice } from '@/domain/currency/converted-price.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { Photo } from '@/components/ui/photo.tsx';

export function CartLineRow({ view, onRemove }: { view: CartLineView; onRemove: (view: CartLineView) => void }) {
  const { t, i18n } = useLingui();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const quantityLabel = useQuantityLabel();
  const { line, product, waiting, refused } = view;
  const name = product ? (i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name) : t`Product`;
  const unit = product ? unitName(product.unit) : '';
  const money = (amount: number) => formatMoney({ amount, currency: line.currency }, i18n.locale);
  const cover = product?.images[0];
  const tooMany = line.quantity > line.available;
  const left = product ? quantityLabel(line.available, product.unit) : i18n.number(line.available);
  const refusal = refused || t`Update failed`;

  return (
    <li className="flex flex-col gap-3 py-4" data-testid="cart-line">
      <div className="flex gap-3">
        <div className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-24">
          {cover ? (
            // The card size, not the thumb: the marketplace already showed (and the service worker cached) it, so it shows offline.
            <Photo src={cover.card} alt="" loading="lazy" width={96} height={96} className="size-full object-cover" iconClassName="size-6" />
          ) : (
            <div className="flex size-full items-center justify-center text-gray-500">
              <ImageOff aria-hidden="true" className="size-6" />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold text-gray-900">
              <Link to="/products/details/$id" params={{ id: line.product_id }} className="hover:underline">
                {name}
              </Link>
            </h3>
            <p className="shrink-0 text-right font-semibold text-gray-900" data-testid="line-total">
              {money(line.unit_price_minor * line.quantity)}
              <ConvertedPrice amountMinor={line.unit_price_minor * line.quantity} currency={line.currency} className="block text-xs font-normal text-gray-700" />
            </p>
          </div>
          <p className="text-sm text-gray-700">
            {gradeName(line.grade)} · {money(line.unit_price_minor)}
            {unit && ` / ${unit}`}
          </p>
          {waiting && (
            <p className="inline-flex items-center gap-1 text-xs font-medium text-amber-900" data-testid="waiting-to-sync">
              <CloudUpload aria-hidden="true" className="size-3.5" />
              <Trans>Waiting to sync</Trans>
            </p>
          )}
          {refused !== null && (
            <p className="inline-flex items-start gap-1 text-sm text-red-800" data-testid="refused">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Trans>Not saved: {refusal}</Trans>
              </span>
            </p>
          )}
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <QuantityStepper
              value={line.quantity}
              max={line.available}
              label={t`Quantity of ${name}`}
              onChange={(q) => void setQuantity(line, q, name)}
            />
            <Button variant="ghost" size="sm" onClick={() => onRemove(view)} aria-label={t`Remove ${name} from cart`}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">
                <Trans>Remove</Trans>
              </span>
            </Button>
          </div>
        </div>
      </div>
      {line.price_changed && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span>
            <Trans>
              Price changed from {money(line.unit_price_minor)} to {money(line.current_price_minor)}
            </Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={() => void acceptPrice(line, name)}>
            <Trans>Accept new price</Trans>
          </Button>
        </div>
      )}
      {tooMany && (
        <p role="status" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {line.available > 0 ? (
            <Trans>Only {left} left</Trans>
          ) : (
            <Trans>Out of stock</Trans>
          )}
        </p>
      )}
    </li>
  );
}
