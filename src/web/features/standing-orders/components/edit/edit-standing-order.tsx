// Change a standing order (its buyer): quantities, how often and on which days, the last delivery, delivery or pickup,
// payment and the note. Checked with the contract's schema; only what changed is sent (PATCH), through the outbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_DELIVERY_DAYS, paymentMethodsFor } from '@contract/order-rules.ts';
import { updateStandingOrderSchema, type UpdateStandingOrder } from '@contract/standing-orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { changeStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import { useAuth } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { ORDER_NOTE_MAX } from '@contract/orders.ts';
import type { Address } from '@contract/accounts.ts';
import type { StandingOrderView } from '../../standing-order-view.ts';
import { useAddresses, useFarmCatalogue, type FarmCatalogue } from '../../use-farm-catalogue.ts';
import { CadenceFields } from '../fields/cadence-fields.tsx';
import { FulfilmentFields, placeOf } from '@/domain/orders/fulfilment-fields.tsx';
import { changesOf, editValuesOf } from './edit-changes.ts';
import { EditLines } from './edit-lines.tsx';

export default function EditStandingOrder({ view, onDone }: { view: StandingOrderView; onDone: () => void }) {
  const catalogue = useFarmCatalogue(view.order.seller_id);
  const addresses = useAddresses();
  if (!catalogue || !addresses)
    return (
      <p className="text-gray-700">
        <Trans>Loading…</Trans>
      </p>
    );
  return <EditForm view={view} catalogue={catalogue} addresses={addresses} onDone={onDone} />;
}

function EditForm({
  view,
  catalogue,
  addresses,
  onDone,
}: {
  view: StandingOrderView;
  catalogue: FarmCatalogue;
  addresses: Address[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { order } = view;
  const form = useContractForm(updateStandingOrderSchema, { defaultValues: editValuesOf(view), mode: 'onSubmit', reValidateMode: 'onChange' });
  const v = form.watch();
  const fulfilment = v.fulfilment ?? order.fulfilment;
  const payments = paymentMethodsFor(user?.roles, fulfilment);
  const deliveryDays = catalogue.seller?.delivery_days ?? DEFAULT_DELIVERY_DAYS;
  const farm = order.farm_name;

  const submit = form.submitWith(async (values) => {
    const patch: UpdateStandingOrder = changesOf(order, values);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    const place =
      patch.fulfilment !== undefined
        ? placeOf({ fulfilment, address_id: values.address_id ?? null, branch_id: values.branch_id ?? null }, addresses, catalogue.branches)
        : undefined;
    await changeStandingOrder(order, patch, t`Change the standing order from ${farm}`, { place });
    toast.success(t`Standing order changed`);
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-5"
      aria-labelledby="edit-standing-title"
      data-testid="edit-standing-order"
    >
      <h2 id="edit-standing-title" className="text-lg font-semibold text-gray-900">
        <Trans>Change the standing order</Trans>
      </h2>
      <EditLines form={form} view={view} />
      <CadenceFields
        idPrefix="edit"
        cadence={v.cadence ?? order.cadence}
        weekdays={v.weekdays ?? []}
        deliveryDays={deliveryDays}
        onCadence={(c) => form.setValue('cadence', c)}
        onWeekdays={(w) => form.setValue('weekdays', w, { shouldValidate: form.formState.isSubmitted })}
        weekdaysError={form.fieldError('weekdays')}
      />
      <TextField
        type="date"
        label={<Trans>Last delivery (optional)</Trans>}
        hint={<Trans>Leave empty to keep it going until you cancel.</Trans>}
        min={order.start_date}
        error={form.fieldError('end_date')}
        {...form.register('end_date', { setValueAs: (x: unknown) => (typeof x === 'string' && x ? x : null) })}
      />
      <FulfilmentFields
        idPrefix="edit"
        value={{
          fulfilment,
          address_id: v.address_id ?? null,
          branch_id: v.branch_id ?? null,
          payment_method: v.payment_method ?? order.payment_method,
        }}
        onChange={(patch) => {
          if (patch.fulfilment) {
            form.setValue('fulfilment', patch.fulfilment);
            form.setValue('payment_method', paymentMethodsFor(user?.roles, patch.fulfilment)[0]);
          }
          if (patch.address_id !== undefined) form.setValue('address_id', patch.address_id);
          if (patch.branch_id !== undefined) form.setValue('branch_id', patch.branch_id);
          if (patch.payment_method) form.setValue('payment_method', patch.payment_method);
          form.clearErrors(['address_id', 'branch_id']);
        }}
        addresses={addresses}
        branches={catalogue.branches}
        payments={payments}
        deliveryFee={catalogue.seller?.delivery_fee_minor ?? 0}
        currency={order.currency}
        errors={{ address: form.fieldError('address_id'), branch: form.fieldError('branch_id') }}
      />
      <TextAreaField
        label={<Trans>Note for {farm} (optional)</Trans>}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        error={form.fieldError('note')}
        {...form.register('note')}
      />
      <Notice>{form.serverError}</Notice>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Keep as it is</Trans>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
