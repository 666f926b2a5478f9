// How an order made ahead (a standing order, a pre-order) is received and paid: delivery to a saved address or
// pickup at one of the farm's approved pickup places, and the payment methods the buyer's role has.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Address } from '@contract/accounts.ts';
import type { Branch } from '@contract/catalogue.ts';
import type { Currency, FulfilmentMethod, PaymentMethod } from '@contract/enums.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import { ChoiceCard } from '@/components/ui/choice-card.tsx';

export interface FulfilmentValue {
  fulfilment: FulfilmentMethod;
  address_id: string | null;
  branch_id: string | null;
  payment_method: PaymentMethod;
}

export interface FulfilmentFieldsProps {
  idPrefix: string;
  value: FulfilmentValue;
  onChange: (patch: Partial<FulfilmentValue>) => void;
  addresses: readonly Address[];
  branches: readonly Branch[];
  payments: readonly PaymentMethod[];
  deliveryFee: number;
  currency: Currency;
  errors: { address?: string; branch?: string };
}

export const addressText = (a: Address): string =>
  [a.label || a.full_name, [a.line1, a.line2].filter(Boolean).join(', '), `${a.city} ${a.province}`].join(' · ');

export function FulfilmentFields({ idPrefix, value, onChange, addresses, branches, payments, deliveryFee, currency, errors }: FulfilmentFieldsProps) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const paymentLabel = usePaymentMethodLabel();
  const delivery = value.fulfilment === 'delivery';
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>Delivery or pickup</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <ChoiceCard name={`${idPrefix}-fulfilment`} checked={delivery} onChange={() => onChange({ fulfilment: 'delivery' })}>
            <span className="font-medium">
              <Trans>Delivery</Trans>
            </span>
            <span className="text-sm text-gray-700">{deliveryFee > 0 ? money(deliveryFee, currency) : t`Free delivery`}</span>
          </ChoiceCard>
          <ChoiceCard
            name={`${idPrefix}-fulfilment`}
            checked={!delivery}
            disabled={branches.length === 0}
            onChange={() => onChange({ fulfilment: 'pickup' })}
          >
            <span className="font-medium">
              <Trans>Pickup at the farm</Trans>
            </span>
            <span className="text-sm text-gray-700">{branches.length ? t`Free` : t`This farm offers no pickup place yet`}</span>
          </ChoiceCard>
        </div>
      </fieldset>
      {delivery ? (
        <div className="flex flex-col gap-1">
          {addresses.length > 0 ? (
            <SelectField
              id={`${idPrefix}-address`}
              label={<Trans>Delivery address</Trans>}
              value={value.address_id ?? ''}
              error={errors.address}
              onChange={(e) => onChange({ address_id: e.target.value || null })}
            >
              <option value="">{t`Choose an address`}</option>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {addressText(a)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p id={`${idPrefix}-address`} tabIndex={-1} className={`text-sm ${errors.address ? 'text-red-700' : 'text-gray-700'}`}>
              {errors.address ?? t`You have no saved address yet.`}
            </p>
          )}
          <Link to="/profile/address" className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-green-800 underline">
            {addresses.length ? <Trans>Manage addresses</Trans> : <Trans>Add a delivery address</Trans>}
          </Link>
        </div>
      ) : (
        <SelectField
          id={`${idPrefix}-branch`}
          label={<Trans>Pickup place</Trans>}
          value={value.branch_id ?? ''}
          error={errors.branch}
          onChange={(e) => onChange({ branch_id: e.target.value || null })}
        >
          <option value="">{t`Choose a pickup place`}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {`${b.name} · ${b.address}, ${b.city} ${b.province}`}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>Payment</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {payments.map((p) => (
            <ChoiceCard key={p} name={`${idPrefix}-payment`} checked={value.payment_method === p} onChange={() => onChange({ payment_method: p })}>
              <span className="font-medium">{paymentLabel(p)}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The place words the farm reads (the server's `place`), for a row shown before the server answers. */
export function placeOf(
  value: Pick<FulfilmentValue, 'fulfilment' | 'address_id' | 'branch_id'>,
  addresses: readonly Address[],
  branches: readonly Branch[],
): string {
  if (value.fulfilment === 'delivery') {
    const a = addresses.find((x) => x.id === value.address_id);
    return a ? `${a.city}, ${a.province}` : '';
  }
  return branches.find((b) => b.id === value.branch_id)?.name ?? '';
}
