// Grade, quantity, Add to cart and Buy now on the product page. The cart's action comes from the route (features
// do not import each other). Buy now adds the line and goes to checkout; signed out, the line waits on the device
// and the user signs in first.
// Not a useContractForm form on purpose: the product page is a public first page on thin links, and zod stays out
// of it (ARCHITECTURE.md, 'zod and the first bundle'); two numbers checked as the buyer types need no schema.
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat, ShoppingCart, Zap } from 'lucide-react';
import { CART_MAX_QUANTITY } from '@contract/constants.ts';
import { sameRole, type Grade } from '@contract/enums.ts';
import type { Product } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useAuth } from '@/lib/auth.ts';

export type AddResult = 'added' | 'kept-locally' | 'failed';
export type AddToCart = (product: Product, grade: Grade, quantity: number) => Promise<AddResult>;

export function PurchasePanel({ product, addToCart }: { product: Product; addToCart: AddToCart }) {
  const { t } = useLingui();
  const gradeName = useGradeName();
  const quantityLabel = useQuantityLabel();
  const navigate = useNavigate();
  const location = useLocation();
  const gradeId = useId();
  const qtyId = useId();
  const inStock = product.status !== 'Out of Stock' ? product.grades.filter((g) => g.stock > 0) : [];
  const [grade, setGrade] = useState<Grade>(inStock[0]?.grade ?? product.grades[0]?.grade ?? 'top');
  const offer = product.grades.find((g) => g.grade === grade);
  const minQty = Math.max(1, product.min_order_qty);
  const maxQty = Math.min(offer?.stock ?? 0, CART_MAX_QUANTITY);
  const [quantity, setQuantity] = useState(String(minQty));
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [keptLocally, setKeptLocally] = useState(false);
  // Standing orders are a buyer's: a farm reading its own product page is not offered one.
  const isSeller = sameRole(useAuth().user?.roles, 'Seller');

  const q = Number(quantity);
  const minimum = quantityLabel(minQty, product.unit);
  const left = quantityLabel(maxQty, product.unit);
  const quantityError = !Number.isInteger(q) || q < minQty ? t`Order at least ${minimum}` : q > maxQty ? t`Only ${left} left` : undefined;
  const soldOut = !inStock.length || maxQty < minQty;

  const run = async (mode: 'add' | 'buy') => {
    if (quantityError || soldOut || busy) return;
    setBusy(mode);
    const result = await addToCart(product, grade, q);
    setBusy(null);
    setKeptLocally(result === 'kept-locally');
    if (mode !== 'buy') return;
    if (result === 'added') void navigate({ to: '/checkout' });
    else if (result === 'kept-locally') void navigate({ to: '/login', search: { redirect: '/checkout' } });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run('add');
      }}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
      aria-label={t`Buy this product`}
    >
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
            aria-invalid={quantityError && !soldOut ? true : undefined}
            aria-describedby={quantityError && !soldOut ? `${qtyId}-error` : undefined}
            className={`min-h-11 rounded-md border bg-white px-3 text-base text-gray-900 ${quantityError && !soldOut ? 'border-red-700' : 'border-gray-400'}`}
          />
        </div>
      </div>
      {quantityError && !soldOut && (
        <p id={`${qtyId}-error`} className="text-sm text-red-700">
          {quantityError}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="submit" size="lg" disabled={!!busy || soldOut}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {soldOut ? <Trans>Out of stock</Trans> : busy === 'add' ? <Trans>Adding...</Trans> : <Trans>Add to cart</Trans>}
        </Button>
        <Button variant="accent" size="lg" disabled={!!busy || soldOut} onClick={() => void run('buy')}>
          <Zap aria-hidden="true" className="size-5" />
          <Trans>Buy now</Trans>
        </Button>
      </div>
      {!isSeller && (
        <Link
          to="/flexiblebuying"
          search={{ from: 'product', product: product.id, grade }}
          hash="set-up"
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-green-800 underline"
        >
          <Repeat aria-hidden="true" className="size-4" />
          <Trans>Buy regularly: set up a standing order</Trans>
        </Link>
      )}
      {keptLocally && (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <Trans>Please login to add items to cart</Trans>{' '}
          <Trans>We kept it on this device: it will be in your cart when you sign in.</Trans>{' '}
          <Link to="/login" search={{ redirect: location.href }} className="font-semibold underline">
            <Trans>Log in</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
