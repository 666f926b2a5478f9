// /cart: the lines from Dexie grouped by farm, with the summary computed on the device. Every change
// shows at once and waits in the outbox until the server has it.
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Repeat, ShoppingBasket, Store } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { removeLine, restoreLine } from '../cart-actions.ts';
import { cartTotals } from '../cart-totals.ts';
import { useCart, type CartLineView } from '../use-cart.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { CartSummaryPanel } from './cart-summary-panel.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function CartPage() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const [removed, setRemoved] = useState<{ view: CartLineView; name: string } | null>(null);

  const nameOf = (view: CartLineView) =>
    view.product ? (i18n.locale === 'fr' && view.product.name_fr ? view.product.name_fr : view.product.name) : t`Product`;
  const remove = async (view: CartLineView) => {
    const name = nameOf(view);
    if (await removeLine(view.line, name)) setRemoved({ view, name });
  };
  const undo = async () => {
    if (!removed) return;
    setRemoved(null);
    await restoreLine(removed.view.line, removed.view.product);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Your cart</Trans>
      </h1>
      <div role="status" className="empty:hidden">
        {removed && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900">
            <span>
              <Trans>Removed {removed.name} from your cart.</Trans>
            </span>
            <Button variant="secondary" size="sm" onClick={() => void undo()}>
              <Trans>Undo</Trans>
            </Button>
          </div>
        )}
      </div>
      {cart === undefined ? (
        <LoadingMine className="mt-8 text-gray-700">
          <Trans>Loading your cart…</Trans>
        </LoadingMine>
      ) : cart.lines.length === 0 ? (
        <EmptyState icon={ShoppingBasket}>
          <Trans>Your cart is empty.</Trans>
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="flex flex-col gap-4">
            {cart.groups.map((group) => (
              <section key={group.sellerId} className="rounded-lg border border-gray-200 bg-white px-4 shadow-sm" aria-label={group.farm?.farm_name ?? t`Other farms`}>
                <h2 className="flex items-center gap-2 border-b border-gray-200 py-3 font-semibold text-gray-900">
                  <Store aria-hidden="true" className="size-5 text-green-700" />
                  {group.farm?.farm_name ?? <Trans>Other farms</Trans>}
                  {group.farm && <span className="text-sm font-normal text-gray-700">· {group.farm.province}</span>}
                </h2>
                <ul className="divide-y divide-gray-200">
                  {group.lines.map((view) => (
                    <CartLineRow key={view.line.id} view={view} onRemove={(v) => void remove(v)} />
                  ))}
                </ul>
                {group.farm && (
                  <p className="border-t border-gray-200 py-2">
                    <Link
                      to="/flexiblebuying"
                      search={{ from: 'cart', seller: group.sellerId }}
                      hash="set-up"
                      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-green-800 underline"
                    >
                      <Repeat aria-hidden="true" className="size-4" />
                      <Trans>Make this a standing order</Trans>
                    </Link>
                  </p>
                )}
              </section>
            ))}
          </div>
          <CartSummaryPanel totals={cartTotals(cart.lines, cart.products)} />
        </div>
      )}
    </div>
  );
}
