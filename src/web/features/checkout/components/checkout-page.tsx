// /checkout: the cart as orders, one per farm (and currency), each with its delivery or pickup, date, payment and
// note, and a grand total per currency. Reads Dexie only and places orders through the outbox, so it works offline:
// an order placed without a signal waits on the device and is sent once when the signal returns.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ShoppingBasket } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Address } from '@contract/accounts.ts';
import type { Currency } from '@contract/enums.ts';
import { availableDates, paymentMethodsFor, todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { isOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { useOrderFormats } from '@/lib/order-labels.tsx';
import { placeOrder } from '@/offline/order-create.ts';
import { groupTotals, isPlaceable, type CheckoutGroup } from '../checkout-groups.ts';
import { useCheckout } from '../use-checkout.ts';
import { fieldId, OrderGroup, type GroupChoice, type GroupErrors } from './order-group.tsx';

/** How many delivery or pickup dates the buyer chooses from. */
const DATES_OFFERED = 10;

function defaultChoice(addresses: Address[]): GroupChoice {
  return { fulfilment: 'delivery', addressId: addresses[0]?.id ?? '', branchId: '', date: '', payment: 'pay_on_delivery', note: '' };
}

export function CheckoutPage() {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const { user } = useAuth();
  const navigate = useNavigate();
  const data = useCheckout();
  const [choices, setChoices] = useState<Record<string, GroupChoice>>({});
  const [errors, setErrors] = useState<Record<string, GroupErrors>>({});
  const [placing, setPlacing] = useState(false);
  const today = todayInCanada();

  if (data === undefined) {
    return (
      <Shell>
        <p className="mt-8 text-gray-700">
          <Trans>Loading your cart…</Trans>
        </p>
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

  /** The group's choice, made valid against what the device knows now (addresses, branches, dates, role). */
  const resolve = (group: CheckoutGroup) => {
    const base = choices[group.key] ?? defaultChoice(data.addresses);
    const fulfilment = base.fulfilment === 'pickup' && group.branches.length === 0 ? 'delivery' : base.fulfilment;
    const dates = availableDates(group.seller, today, DATES_OFFERED);
    const payments = paymentMethodsFor(user?.roles, fulfilment);
    const payment = payments.includes(base.payment) ? base.payment : (payments[0] ?? 'pay_on_delivery');
    const addressId = data.addresses.some((a) => a.id === base.addressId) ? base.addressId : (data.addresses[0]?.id ?? '');
    const branchId = group.branches.some((b) => b.id === base.branchId) ? base.branchId : group.branches.length === 1 ? group.branches[0]!.id : '';
    const choice: GroupChoice = { ...base, fulfilment, payment, addressId, branchId, date: dates.includes(base.date) ? base.date : '' };
    const address = data.addresses.find((a) => a.id === choice.addressId) ?? null;
    const branch = group.branches.find((b) => b.id === choice.branchId) ?? null;
    const province = (fulfilment === 'delivery' ? address?.province : branch?.province) ?? group.seller.province;
    return { choice, dates, payments, address, branch, ...groupTotals(group, fulfilment, province) };
  };

  const resolved = data.groups.map((group) => ({ group, ...resolve(group) }));
  const placeable = resolved.filter((r) => isPlaceable(r.group));
  const grand = new Map<Currency, number>();
  for (const r of placeable) grand.set(r.group.currency, (grand.get(r.group.currency) ?? 0) + r.totals.total_minor);
  const farms = new Set(data.groups.map((g) => g.seller.id)).size;

  const change = (key: string, current: GroupChoice, patch: Partial<GroupChoice>) => {
    setChoices((all) => ({ ...all, [key]: { ...current, ...patch } }));
    setErrors((all) => {
      if (!all[key]) return all;
      const next = { ...all[key] };
      if (patch.addressId !== undefined || patch.fulfilment) delete next.address;
      if (patch.branchId !== undefined || patch.fulfilment) delete next.branch;
      if (patch.date !== undefined) delete next.date;
      return { ...all, [key]: next };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing || !user || placeable.length === 0) return;
    const found: Record<string, GroupErrors> = {};
    let first: string | null = null;
    resolved.forEach((r, index) => {
      if (!isPlaceable(r.group)) return;
      const e: GroupErrors = {};
      if (r.choice.fulfilment === 'delivery' && !r.address) e.address = data.addresses.length ? t`Choose a delivery address` : t`Add a delivery address before ordering`;
      if (r.choice.fulfilment === 'pickup' && !r.branch) e.branch = t`Choose where to pick up`;
      if (!r.choice.date) e.date = r.choice.fulfilment === 'delivery' ? t`Choose a delivery date` : t`Choose a pickup date`;
      if (Object.keys(e).length) {
        found[r.group.key] = e;
        first ??= fieldId(index, e.address ? 'address' : e.branch ? 'branch' : 'date');
      }
    });
    setErrors(found);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setPlacing(true);
    const ids: string[] = [];
    try {
      for (const r of placeable) {
        const farm = r.group.seller.farm_name;
        ids.push(
          await placeOrder({
            seller: r.group.seller,
            lines: r.group.lines.map(({ cart, product, list_price_minor }) => ({ cart, product, list_price_minor })),
            fulfilment: r.choice.fulfilment,
            address: r.address,
            branch: r.branch,
            date: r.choice.date,
            payment_method: r.choice.payment,
            note: r.choice.note,
            buyer: user,
            label: t`Order from ${farm}`,
          }),
        );
      }
    } catch {
      toast.error(t`Error creating order`);
    } finally {
      setPlacing(false);
    }
    if (!ids.length) return;
    if (isOnline()) toast.success(t`Order placed`);
    else toast.info(savedOfflineMessage(t`Your order is saved on this device and will be sent when you are back online.`));
    await navigate({ href: ids.length === 1 ? `/orders/${ids[0]}` : '/orders' });
  };

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
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-5">
          {resolved.map((r, index) => (
            <OrderGroup
              key={r.group.key}
              group={r.group}
              index={index}
              choice={r.choice}
              onChange={(patch) => change(r.group.key, r.choice, patch)}
              errors={errors[r.group.key] ?? {}}
              addresses={data.addresses}
              dates={r.dates}
              payments={r.payments}
              taxes={r.taxes}
              totals={r.totals}
            />
          ))}
        </div>
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
          {placeable.length < data.groups.length && placeable.length > 0 && (
            <p className="mt-2 text-sm text-amber-900">
              {plural(data.groups.length - placeable.length, { one: '# order stays in your cart for now.', other: '# orders stay in your cart for now.' })}
            </p>
          )}
          <p className="mt-3 text-xs text-gray-700">
            <Trans>You pay the farm on delivery or at pickup, or by invoice for business accounts. Nothing is charged now.</Trans>
          </p>
          <Button type="submit" size="lg" className="mt-4 w-full" disabled={placing || placeable.length === 0}>
            {placing ? t`Placing…` : placeable.length > 1 ? plural(placeable.length, { one: 'Place order', other: 'Place # orders' }) : t`Place order`}
          </Button>
        </aside>
      </form>
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
