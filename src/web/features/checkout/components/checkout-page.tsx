// /checkout: the cart as orders, one per farm (and currency), each with its delivery or pickup, date, payment and
// note, and a grand total per currency. Reads Dexie only and places orders through the outbox, so it works offline:
// an order placed without a signal waits on the device and is sent once when the signal returns.
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ShoppingBasket } from 'lucide-react';
import { type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useCheckout } from '../use-checkout.ts';
import { PlaceOrdersForm } from './place-orders-form.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function CheckoutPage() {
  const data = useCheckout();

  if (data === undefined) {
    return (
      <Shell>
        <LoadingMine className="mt-8 text-gray-700">
          <Trans>Loading your cart…</Trans>
        </LoadingMine>
      </Shell>
    );
  }
  if (data.count === 0) {
    return (
      <Shell>
        <EmptyState icon={ShoppingBasket}>
          <Trans>Your cart is empty.</Trans>
        </EmptyState>
      </Shell>
    );
  }

  const farms = new Set(data.groups.map((g) => g.seller.id)).size;
  return (
    <Shell>
      <p className="mt-1 text-gray-700" data-testid="orders-count">
        {farms === data.groups.length
          ? plural(data.groups.length, { one: 'One order, from one farm.', other: '# orders, one per farm. Each farm confirms and delivers its own order.' })
          : plural(data.groups.length, { one: 'One order.', other: '# orders, one per farm and currency. Each farm confirms and delivers its own order.' })}
      </p>
      {data.unknown.length > 0 && (
        <div className="mt-4">
          <Notice tone="info">
            {plural(data.unknown.length, {
              one: '# product in your cart is not on this device yet. Connect to the internet so it can be ordered.',
              other: '# products in your cart are not on this device yet. Connect to the internet so they can be ordered.',
            })}
          </Notice>
        </div>
      )}
      <PlaceOrdersForm data={data} />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <Link to="/cart" className="inline-flex items-center gap-1 text-sm font-semibold text-green-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to cart</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      {children}
    </div>
  );
}
