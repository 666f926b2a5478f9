// The checkout form: each farm's order with its choices, validated with the contract's schema, placed through the
// outbox (an order placed offline waits on the device and is sent once).
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { placeOrder } from '@/domain/orders/order-create.ts';
import { isPlaceable } from '../checkout-groups.ts';
import { checkoutForm } from '../checkout-form.ts';
import { fieldId, type GroupChoice } from '../order-choice.ts';
import { resolveChoices } from '../resolve-choices.ts';
import { type CheckoutData } from '../use-checkout.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderGroup } from './order-group.tsx';

export function PlaceOrdersForm({ data }: { data: CheckoutData }) {
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
      toastSaved(t`Order placed`, t`Your order is saved on this device and will be sent when you are back online.`);
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
