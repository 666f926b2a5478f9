// Grade, quantity and Add to cart on the product page. Signed out, the line is kept on the device
// and the user is asked to log in (spec §6).
import { useId, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { CART_MAX_QUANTITY } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { addToCart } from '../cart-actions.ts';
import { useGradeName } from './grade-name.tsx';

export function AddToCartForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const gradeName = useGradeName();
  const location = useLocation();
  const gradeId = useId();
  const qtyId = useId();
  const inStock = product.status !== 'Out of Stock' ? product.grades.filter((g) => g.stock > 0) : [];
  const [grade, setGrade] = useState<Grade>(inStock[0]?.grade ?? 'top');
  const offer = product.grades.find((g) => g.grade === grade);
  const minQty = Math.max(1, product.min_order_qty);
  const maxQty = Math.min(offer?.stock ?? 0, CART_MAX_QUANTITY);
  const [quantity, setQuantity] = useState(String(minQty));
  const [busy, setBusy] = useState(false);
  const [keptLocally, setKeptLocally] = useState(false);

  const q = Number(quantity);
  const quantityError =
    !Number.isInteger(q) || q < minQty ? t`Order at least ${minQty}` : q > maxQty ? t`Only ${maxQty} left` : undefined;
  const soldOut = !inStock.length || maxQty < minQty;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (quantityError || soldOut) return;
    setBusy(true);
    const result = await addToCart(product, grade, q);
    setBusy(false);
    setKeptLocally(result === 'kept-locally');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={gradeId} className="text-sm font-medium text-gray-800">
            <Trans>Grade</Trans>
          </label>
          <select
            id={gradeId}
            value={grade}
            onChange={(e) => setGrade(e.target.value as Grade)}
            className="min-h-11 rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900"
          >
            {product.grades.map((g) => (
              <option key={g.grade} value={g.grade} disabled={g.stock <= 0}>
                {g.stock > 0 ? gradeName(g.grade) : t`${gradeName(g.grade)} (out of stock)`}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={qtyId} className="text-sm font-medium text-gray-800">
            <Trans>Quantity</Trans>
          </label>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={minQty}
            max={maxQty}
            step={1}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${qtyId}-error` : undefined}
            className={`min-h-11 rounded-md border bg-white px-3 text-base text-gray-900 ${quantityError ? 'border-red-700' : 'border-gray-400'}`}
          />
        </div>
      </div>
      {quantityError && !soldOut && (
        <p id={`${qtyId}-error`} className="text-sm text-red-700">
          {quantityError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy || soldOut}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {soldOut ? <Trans>Out of stock</Trans> : busy ? <Trans>Adding...</Trans> : <Trans>Add to cart</Trans>}
      </Button>
      {keptLocally && (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <Trans>Please login to add items to cart</Trans>{' '}
          <Link to="/login" search={{ redirect: location.href }} className="font-semibold underline">
            <Trans>Log in</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
