// The pre-order form of a signed-in buyer: how much (no more than is left), delivery to a saved address or pickup at
// one of the farm's places, the payment methods of the buyer's role, a note; the total at the pre-order price and the
// deposit the farm asks (settled with the farm: FreshMarket takes no payment). Checked with the contract's schema,
// shown at once and sent through the outbox (offline too), with the price the buyer saw.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { depositMinor, leftToPreorder } from '@contract/harvest-rules.ts';
import { createPreorderSchema } from '@contract/harvests.ts';
import { paymentMethodsFor } from '@contract/order-rules.ts';
import { ORDER_NOTE_MAX } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useHarvestFormats } from '@/domain/harvests/harvest-labels.tsx';
import { placePreorder } from '@/domain/harvests/preorder-writes.ts';
import { FulfilmentFields } from '@/domain/orders/fulfilment-fields.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { productName } from '@/domain/products/product-labels.tsx';
import { useAuth } from '@/lib/auth.ts';
import { toastSaved } from '@/lib/saved-offline.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { db, type LocalHarvest } from '@/offline/db.ts';

function usePlaces(sellerId: string) {
  return useLiveQuery(async () => {
    const [addresses, branches, seller] = await Promise.all([
      db.addresses.toArray(),
      db.branches.where('seller_id').equals(sellerId).toArray(),
      db.sellers.get(sellerId),
    ]);
    return {
      addresses: addresses.sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at)),
      branches: branches.filter((b) => b.status === 'approved').sort((a, b) => a.name.localeCompare(b.name)),
      deliveryFee: seller?.delivery_fee_minor ?? 0,
    };
  }, [sellerId]);
}

export default function PreorderForm({ harvest }: { harvest: LocalHarvest }) {
  const places = usePlaces(harvest.seller_id);
  if (!places) return null;
  return <Form harvest={harvest} {...places} />;
}

function Form({ harvest, addresses, branches, deliveryFee }: { harvest: LocalHarvest } & NonNullable<ReturnType<typeof usePlaces>>) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const [id, setId] = useState(() => crypto.randomUUID());
  const left = leftToPreorder(harvest);
  const form = useContractForm(createPreorderSchema, {
    defaultValues: {
      id,
      harvest_id: harvest.id,
      quantity: Math.min(1, left),
      unit_price_minor: harvest.price_minor,
      fulfilment: 'delivery',
      address_id: addresses[0]?.id ?? null,
      branch_id: null,
      payment_method: paymentMethodsFor(user?.roles, 'delivery')[0]!,
      note: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const v = form.watch();
  const quantity = Number.isFinite(v.quantity) ? v.quantity : 0;
  const total = quantity * harvest.price_minor;
  const deposit = depositMinor(total, harvest.deposit_percent);
  const name = productName({ name: harvest.product_name, name_fr: harvest.product_name_fr }, i18n.locale);
  const leftText = f.quantity(left, harvest.unit);

  const submit = form.submitWith(
    async (values) => {
      if (!user) return;
      if (values.quantity > left) {
        form.setError('quantity', { message: t`Only ${leftText} left to pre-order` });
        document.getElementById('preorder-quantity')?.focus();
        return;
      }
      const delivery = values.fulfilment === 'delivery';
      // The price the buyer sees now (the device's row may have changed since the form opened).
      const body = {
        ...values,
        id,
        unit_price_minor: harvest.price_minor,
        address_id: delivery ? (values.address_id ?? null) : null,
        branch_id: delivery ? null : (values.branch_id ?? null),
      };
      const qty = f.quantity(values.quantity, harvest.unit);
      const farm = harvest.farm_name;
      await placePreorder({ body, harvest, buyer: user, label: t`Pre-order ${qty} of ${name} from ${farm}` });
      toastSaved(t`Pre-order sent to ${farm}`, t`Your pre-order is saved on this device and will be sent when you are back online.`);
      const next = crypto.randomUUID();
      setId(next);
      form.reset({ ...form.getValues(), id: next, quantity: 1, note: '' });
    },
    {
      onInvalid: (errors) => {
        const first = (['quantity', 'address_id', 'branch_id'] as const).find((k) => k in errors);
        const target = { quantity: 'preorder-quantity', address_id: 'preorder-address', branch_id: 'preorder-branch' } as const;
        if (first) document.getElementById(target[first])?.focus();
      },
    },
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" aria-labelledby="preorder-title" data-testid="preorder-form">
      <TextField
        id="preorder-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        step={1}
        className="max-w-xs"
        label={<Trans>Quantity ({f.unit(harvest.unit)})</Trans>}
        hint={<Trans>Up to {leftText}</Trans>}
        error={form.fieldError('quantity')}
        {...form.register('quantity', { valueAsNumber: true })}
      />
      <FulfilmentFields
        idPrefix="preorder"
        value={{ fulfilment: v.fulfilment, address_id: v.address_id ?? null, branch_id: v.branch_id ?? null, payment_method: v.payment_method }}
        onChange={(patch) => {
          if (patch.fulfilment) {
            form.setValue('fulfilment', patch.fulfilment);
            form.setValue('payment_method', paymentMethodsFor(user?.roles, patch.fulfilment)[0]!);
          }
          if (patch.address_id !== undefined) form.setValue('address_id', patch.address_id);
          if (patch.branch_id !== undefined) form.setValue('branch_id', patch.branch_id);
          if (patch.payment_method) form.setValue('payment_method', patch.payment_method);
          form.clearErrors(['address_id', 'branch_id']);
        }}
        addresses={addresses}
        branches={branches}
        payments={paymentMethodsFor(user?.roles, v.fulfilment)}
        deliveryFee={deliveryFee}
        currency={harvest.currency}
        errors={{ address: form.fieldError('address_id'), branch: form.fieldError('branch_id') }}
      />
      <TextAreaField
        label={<Trans>Note for {harvest.farm_name} (optional)</Trans>}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        error={form.fieldError('note')}
        {...form.register('note')}
      />
      <div className="rounded-md bg-gray-50 p-3 text-gray-900" data-testid="preorder-summary">
        <p>
          <Trans>
            Pre-order total: <strong>{money(total, harvest.currency)}</strong> at {money(harvest.price_minor, harvest.currency)} each
          </Trans>
        </p>
        {harvest.deposit_percent > 0 && (
          <p className="mt-1 text-sm">
            <Trans>
              Deposit asked by the farm: {money(deposit, harvest.currency)} ({harvest.deposit_percent}%). You settle it with the farm: FreshMarket
              takes no payment.
            </Trans>
          </p>
        )}
        <p className="mt-1 text-sm text-gray-700">
          <Trans>
            Nothing is charged now. When the harvest comes in, pre-orders are filled first come, first served and become orders, paid as chosen above.
          </Trans>
        </p>
      </div>
      <Notice>{form.serverError}</Notice>
      <Button type="submit" size="lg" className="self-start" disabled={form.formState.isSubmitting}>
        <Trans>Pre-order</Trans>
      </Button>
    </form>
  );
}
