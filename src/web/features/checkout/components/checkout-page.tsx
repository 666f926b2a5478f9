// /checkout: the cart as orders, one per farm (and currency), each with its delivery or pickup, date, payment and
// note, and a grand total per currency. Reads Dexie only and places orders through the outbox, so it works offline:
// an order placed without a signal waits on the device and is sent once when the signal returns.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ShoppingBasket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { isOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { placeOrder } from '@/domain/orders/order-create.ts';
import { isPlaceable } from '../checkout-groups.ts';
import { checkoutForm } from '../checkout-form.ts';
import { fieldId, type GroupChoice } from '../order-choice.ts';
import { resolveChoices } from '../resolve-choices.ts';
import { useCheckout, type CheckoutData } from '../use-checkout.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderGroup } from './order-group.tsx';

export function CheckoutPage() {
  const data = useCheckout();

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
      <CheckoutForm data={data} />
    </Shell>
  );
}

function CheckoutForm({ data }: { data: CheckoutData }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Record<string, GroupChoice>>({});
  const resolved = resolveChoices(data, choices, user?.roles, todayInCanada());
  const placeable = resolved.filter((r) => isPlaceable(r.group));

  // The choices (made valid by resolveChoices) are the form's state; the hook checks them on submit and keeps each
  // message until its field changes.
  const schema = checkoutForm(
    resolved.map((r) => isPlaceable(r.group)),
    {
      address: data.addresses.length ? t`Choose a delivery address` : t`Add a delivery address before ordering`,
      branch: t`Choose where to pick up`,
      date: (fulfilment) => (fulfilment === 'delivery' ? t`Choose a delivery date` : t`Choose a pickup date`),
    },
  );
  const form = useContractForm(schema, {
    values: { orders: resolved.map((r) => r.choice) },
    resetOptions: { keepErrors: true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const groupErrors = (index: number) => ({
    address: form.fieldError(`orders.${index}.addressId`),
    branch: form.fieldError(`orders.${index}.branchId`),
    date: form.fieldError(`orders.${index}.date`),
  });

  const change = (index: number, key: string, current: GroupChoice, patch: Partial<GroupChoice>) => {
    setChoices((all) => ({ ...all, [key]: { ...current, ...patch } }));
    if (patch.addressId !== undefined || patch.fulfilment) form.clearErrors(`orders.${index}.addressId`);
    if (patch.branchId !== undefined || patch.fulfilment) form.clearErrors(`orders.${index}.branchId`);
    if (patch.date !== undefined) form.clearErrors(`orders.${index}.date`);
  };

  const submit = form.submitWith(
    async () => {
      if (!user || placeable.length === 0) return;
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
      }
      if (!ids.length) return;
      if (isOnline()) toast.success(t`Order placed`);
      else toast.info(savedOfflineMessage(t`Your order is saved on this device and will be sent when you are back online.`));
      await navigate({ href: ids.length === 1 ? `/orders/${ids[0]}` : '/orders' });
    },
    {
      onInvalid: (errors) => {
        const index = errors.orders?.findIndex?.((e) => !!e) ?? -1;
        const e = errors.orders?.[index];
        if (e) document.getElementById(fieldId(index, e.addressId ? 'address' : e.branchId ? 'branch' : 'date'))?.focus();
      },
    },
  );
  const placing = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-5">
        {resolved.map((r, index) => (
          <OrderGroup
            key={r.group.key}
            group={r.group}
            index={index}
            choice={r.choice}
            onChange={(patch) => change(index, r.group.key, r.choice, patch)}
            errors={groupErrors(index)}
            addresses={data.addresses}
            dates={r.dates}
            payments={r.payments}
            taxes={r.taxes}
            totals={r.totals}
          />
        ))}
      </div>
      <CheckoutSummary placeable={placeable} orders={data.groups.length} placing={placing} />
    </form>
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
