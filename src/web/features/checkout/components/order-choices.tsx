// How one checkout order is received and paid: delivery or pickup, the address or pickup place, the date, the
// payment method and a note for the farm.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ORDER_NOTE_MAX } from '@contract/orders.ts';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import type { Address } from '@contract/accounts.ts';
import type { PaymentMethod } from '@contract/enums.ts';
import type { CheckoutGroup } from '../checkout-groups.ts';
import { addressText, fieldId, type GroupChoice, type GroupErrors } from '../order-choice.ts';

export interface OrderChoicesProps {
  group: CheckoutGroup;
  /** Position among the orders, for element ids. */
  index: number;
  choice: GroupChoice;
  onChange: (patch: Partial<GroupChoice>) => void;
  errors: GroupErrors;
  addresses: Address[];
  dates: string[];
  payments: PaymentMethod[];
}

export function OrderChoices({ group, index, choice, onChange, errors, addresses, dates, payments }: OrderChoicesProps) {
  const { t } = useLingui();
  const { money, day } = useOrderFormats();
  const paymentLabel = usePaymentMethodLabel();
  const m = (amount: number) => money(amount, group.currency);
  const farm = group.seller.farm_name;
  const delivery = choice.fulfilment === 'delivery';
  return (
    <div className="grid gap-5 border-t border-gray-200 px-4 py-4 md:grid-cols-2">
      <fieldset className="md:col-span-2">
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>Delivery or pickup</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <Choice name={`order-${index}-fulfilment`} checked={delivery} onSelect={() => onChange({ fulfilment: 'delivery' })}>
            <span className="font-medium">
              <Trans>Delivery</Trans>
            </span>
            <span className="text-sm text-gray-700">{group.seller.delivery_fee_minor > 0 ? m(group.seller.delivery_fee_minor) : t`Free delivery`}</span>
          </Choice>
          <Choice
            name={`order-${index}-fulfilment`}
            checked={!delivery}
            disabled={group.branches.length === 0}
            onSelect={() => onChange({ fulfilment: 'pickup' })}
          >
            <span className="font-medium">
              <Trans>Pickup at the farm</Trans>
            </span>
            <span className="text-sm text-gray-700">{group.branches.length ? t`Free` : t`This farm offers no pickup place yet`}</span>
          </Choice>
        </div>
      </fieldset>

      {delivery ? (
        <div className="flex flex-col gap-1 md:col-span-2">
          {addresses.length > 0 ? (
            <SelectField
              id={fieldId(index, 'address')}
              label={<Trans>Delivery address</Trans>}
              value={choice.addressId}
              error={errors.address}
              onChange={(e) => onChange({ addressId: e.target.value })}
            >
              <option value="">{t`Choose an address`}</option>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {addressText(a)}
                </option>
              ))}
            </SelectField>
          ) : (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-medium text-gray-800">
                <Trans>Delivery address</Trans>
              </p>
              <p id={fieldId(index, 'address')} tabIndex={-1} className={`text-sm ${errors.address ? 'text-red-700' : 'text-gray-700'}`}>
                {errors.address ?? t`You have no saved address yet.`}
              </p>
            </div>
          )}
          <Link to="/profile/address" className="self-start text-sm font-semibold text-green-800 underline">
            {addresses.length ? <Trans>Manage addresses</Trans> : <Trans>Add a delivery address</Trans>}
          </Link>
        </div>
      ) : (
        <SelectField
          className="md:col-span-2"
          id={fieldId(index, 'branch')}
          label={<Trans>Pickup place</Trans>}
          value={choice.branchId}
          error={errors.branch}
          onChange={(e) => onChange({ branchId: e.target.value })}
        >
          <option value="">{t`Choose a pickup place`}</option>
          {group.branches.map((b) => (
            <option key={b.id} value={b.id}>
              {`${b.name} · ${b.address}, ${b.city} ${b.province}`}
            </option>
          ))}
        </SelectField>
      )}

      <SelectField
        id={fieldId(index, 'date')}
        label={delivery ? <Trans>Delivery date</Trans> : <Trans>Pickup date</Trans>}
        value={choice.date}
        error={errors.date ?? (dates.length === 0 ? t`This farm has no delivery or pickup day in the next weeks.` : undefined)}
        onChange={(e) => onChange({ date: e.target.value })}
      >
        <option value="">{t`Choose a date`}</option>
        {dates.map((d) => (
          <option key={d} value={d}>
            {day(d)}
          </option>
        ))}
      </SelectField>

      <fieldset className="md:col-span-2">
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>Payment</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {payments.map((p) => (
            <Choice key={p} name={`order-${index}-payment`} checked={choice.payment === p} onSelect={() => onChange({ payment: p })}>
              <span className="font-medium">{paymentLabel(p)}</span>
            </Choice>
          ))}
        </div>
      </fieldset>

      <TextAreaField
        className="md:col-span-2"
        label={<Trans>Note for {farm} (optional)</Trans>}
        value={choice.note}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        onChange={(e) => onChange({ note: e.target.value })}
      />
    </div>
  );
}

function Choice({ name, checked, disabled, onSelect, children }: { name: string; checked: boolean; disabled?: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-700 ${
        checked ? 'border-green-700 bg-green-50' : 'border-gray-300 bg-white'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} className="mt-1 size-4 accent-green-700" />
      <span className="flex flex-col">{children}</span>
    </label>
  );
}
