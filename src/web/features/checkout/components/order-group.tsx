// One order of the checkout: the farm, its lines, delivery or pickup, the date, the payment method, a note and the
// order's summary (subtotal, discounts, delivery fee, the province's tax lines, total). An order below the farm's
// minimum, or with a line the cart flags, says why and is not placed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Address } from '@contract/accounts.ts';
import type { FulfilmentMethod, PaymentMethod } from '@contract/enums.ts';
import { ORDER_NOTE_MAX } from '@contract/orders.ts';
import type { TaxLine } from '@contract/order-rules.ts';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { useOrderFormats, usePaymentMethodLabel, useTaxLineLabel } from '@/lib/order-labels.tsx';
import { productName, useGradeName } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import { isPlaceable, type CheckoutGroup } from '../checkout-groups.ts';

export interface GroupChoice {
  fulfilment: FulfilmentMethod;
  addressId: string;
  branchId: string;
  date: string;
  payment: PaymentMethod;
  note: string;
}

export interface GroupErrors {
  address?: string;
  branch?: string;
  date?: string;
}

export interface OrderGroupProps {
  group: CheckoutGroup;
  /** Position among the orders, for element ids. */
  index: number;
  choice: GroupChoice;
  onChange: (patch: Partial<GroupChoice>) => void;
  errors: GroupErrors;
  addresses: Address[];
  dates: string[];
  payments: PaymentMethod[];
  taxes: TaxLine[];
  totals: { subtotal_minor: number; discount_minor: number; delivery_fee_minor: number; total_minor: number };
}

export const fieldId = (index: number, field: 'address' | 'branch' | 'date') => `order-${index}-${field}`;

export function addressText(a: Address): string {
  return [a.label || a.full_name, [a.line1, a.line2].filter(Boolean).join(', '), `${a.city} ${a.province}`].join(' · ');
}

export function OrderGroup({ group, index, choice, onChange, errors, addresses, dates, payments, taxes, totals }: OrderGroupProps) {
  const { t, i18n } = useLingui();
  const { money, day } = useOrderFormats();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const paymentLabel = usePaymentMethodLabel();
  const m = (amount: number) => money(amount, group.currency);
  const farm = group.seller.farm_name;
  const placeable = isPlaceable(group);
  const headingId = `order-${index}-heading`;
  const delivery = choice.fulfilment === 'delivery';
  const taxLabel = useTaxLineLabel();

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="checkout-order">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Store aria-hidden="true" className="size-5 text-green-700" />
          {farm}
        </h2>
        <p className="text-sm text-gray-700">
          {group.seller.province} · {group.currency}
        </p>
      </header>

      <ul className="divide-y divide-gray-100 px-4" aria-label={t`Products from ${farm}`}>
        {group.lines.map(({ cart, product, list_price_minor, priceChanged, overStock }) => {
          const name = productName(product, i18n.locale);
          const unit = unitName(product.unit);
          const quantity = cart.quantity;
          return (
            <li key={cart.id} className="py-3" data-testid="checkout-line">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{name}</p>
                  <p className="text-sm text-gray-700">
                    {gradeName(cart.grade)} ·{' '}
                    <Trans>
                      {quantity} {unit} × {m(cart.unit_price_minor)}
                    </Trans>
                    {list_price_minor > cart.unit_price_minor && (
                      <>
                        {' '}
                        <s className="text-gray-600">
                          <span className="sr-only">
                            <Trans>was</Trans>{' '}
                          </span>
                          {m(list_price_minor)}
                        </s>
                      </>
                    )}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-gray-900">{m(cart.unit_price_minor * quantity)}</p>
              </div>
              {priceChanged && (
                <p className="mt-1 text-sm text-amber-900">
                  <Trans>
                    Price changed from {m(cart.unit_price_minor)} to {m(cart.current_price_minor)}
                  </Trans>
                </p>
              )}
              {overStock && (
                <p className="mt-1 text-sm text-red-800">
                  {cart.available > 0 ? (
                    <Trans>
                      Only {cart.available} {unit} left
                    </Trans>
                  ) : (
                    <Trans>Out of stock</Trans>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>

      {group.missingForMinimum > 0 && (
        <Blocked
          action={
            <Link to="/marketplace" search={{ seller: group.seller.id }} className="font-semibold text-green-900 underline">
              <Trans>Shop more from {farm}</Trans>
            </Link>
          }
        >
          <Trans>
            {farm} has a minimum order of {m(group.seller.min_order_minor)}. Add {m(group.missingForMinimum)} more to order from this farm.
          </Trans>
        </Blocked>
      )}
      {group.flagged && (
        <Blocked
          action={
            <Link to="/cart" className="font-semibold text-green-900 underline">
              <Trans>Review in cart</Trans>
            </Link>
          }
        >
          <Trans>Prices or stock changed since you filled your cart. Review these products in your cart before ordering from this farm.</Trans>
        </Blocked>
      )}

      {placeable && (
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
      )}

      <dl className="space-y-1 border-t border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800" data-testid="order-summary">
        <Row label={<Trans>Subtotal</Trans>} value={m(totals.subtotal_minor)} />
        {totals.discount_minor > 0 && <Row label={<Trans>Discounts</Trans>} value={`−${m(totals.discount_minor)}`} />}
        <Row label={<Trans>Delivery fee</Trans>} value={delivery ? (totals.delivery_fee_minor > 0 ? m(totals.delivery_fee_minor) : t`Free`) : t`Free (pickup)`} />
        {taxes.map((tax) => {
          return (
            <Row
              key={tax.name}
              label={taxLabel(tax)}
              value={m(tax.amount_minor)}
              testId="tax-line"
            />
          );
        })}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
          <dt>
            <Trans>Order total</Trans>
          </dt>
          <dd data-testid="order-total">{m(totals.total_minor)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="shrink-0">{value}</dd>
    </div>
  );
}

function Blocked({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="mx-4 my-3 flex flex-wrap items-start gap-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="order-blocked">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{children}</p>
      {action}
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
