// The checkout's summary beside the orders: each order's total, the total to pay per currency, what stays in the
// cart, and the Place order button.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import type { CheckoutGroup } from '../checkout-groups.ts';

interface PlaceableOrder {
  group: CheckoutGroup;
  totals: { total_minor: number };
}

/** `orders` counts every order of the cart, `placeable` those that can be placed now. */
export function CheckoutSummary({ placeable, orders, placing }: { placeable: PlaceableOrder[]; orders: number; placing: boolean }) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const grand = new Map<Currency, number>();
  for (const r of placeable) grand.set(r.group.currency, (grand.get(r.group.currency) ?? 0) + r.totals.total_minor);
  return (
    <aside aria-labelledby="checkout-summary" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
        <Trans>Summary</Trans>
      </h2>
      {placeable.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-gray-800">
          {placeable.map((r) => (
            <li key={r.group.key} className="flex justify-between gap-3">
              <span className="min-w-0">{r.group.seller.farm_name}</span>
              <span className="shrink-0">{money(r.totals.total_minor, r.group.currency)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-700">
          <Trans>No order can be placed yet: see the messages next to each farm.</Trans>
        </p>
      )}
      {[...grand].map(([currency, total]) => (
        <p key={currency} className="mt-3 flex justify-between gap-3 border-t border-gray-200 pt-3 text-base font-bold text-gray-900" data-testid={`grand-${currency}`}>
          <span>{grand.size > 1 ? <Trans>Total to pay ({currency})</Trans> : <Trans>Total to pay</Trans>}</span>
          <span>{money(total, currency)}</span>
        </p>
      ))}
      {placeable.length < orders && placeable.length > 0 && (
        <p className="mt-2 text-sm text-amber-900">
          {plural(orders - placeable.length, { one: '# order stays in your cart for now.', other: '# orders stay in your cart for now.' })}
        </p>
      )}
      <p className="mt-3 text-xs text-gray-700">
        <Trans>You pay the farm on delivery or at pickup, or by invoice for business accounts. Nothing is charged now.</Trans>
      </p>
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={placing || placeable.length === 0}>
        {placing ? t`Placing…` : placeable.length > 1 ? plural(placeable.length, { one: 'Place order', other: 'Place # orders' }) : t`Place order`}
      </Button>
    </aside>
  );
}
