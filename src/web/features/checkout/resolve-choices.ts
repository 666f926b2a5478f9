// Each checkout order's choice made valid against what the device knows now (addresses, branches, dates, role),
// with its dates, payment methods, address or pickup place and totals.
import type { Role } from '@contract/enums.ts';
import { availableDates, paymentMethodsFor } from '@contract/order-rules.ts';
import { groupTotals, type CheckoutGroup } from './checkout-groups.ts';
import type { GroupChoice } from './order-choice.ts';
import type { CheckoutData } from './use-checkout.ts';

/** How many delivery or pickup dates the buyer chooses from. */
const DATES_OFFERED = 10;

function defaultChoice(addresses: CheckoutData['addresses']): GroupChoice {
  return { fulfilment: 'delivery', addressId: addresses[0]?.id ?? '', branchId: '', date: '', payment: 'pay_on_delivery', note: '' };
}

export function resolveChoices(data: CheckoutData, choices: Record<string, GroupChoice>, role: Role | null | undefined, today: string) {
  return data.groups.map((group) => ({ group, ...resolve(data, group, choices[group.key], role, today) }));
}

function resolve(data: CheckoutData, group: CheckoutGroup, chosen: GroupChoice | undefined, role: Role | null | undefined, today: string) {
  const base = chosen ?? defaultChoice(data.addresses);
  const fulfilment = base.fulfilment === 'pickup' && group.branches.length === 0 ? 'delivery' : base.fulfilment;
  const dates = availableDates(group.seller, today, DATES_OFFERED);
  const payments = paymentMethodsFor(role, fulfilment);
  const payment = payments.includes(base.payment) ? base.payment : (payments[0] ?? 'pay_on_delivery');
  const addressId = data.addresses.some((a) => a.id === base.addressId) ? base.addressId : (data.addresses[0]?.id ?? '');
  const branchId = group.branches.some((b) => b.id === base.branchId) ? base.branchId : group.branches.length === 1 ? group.branches[0]!.id : '';
  const choice: GroupChoice = { ...base, fulfilment, payment, addressId, branchId, date: dates.includes(base.date) ? base.date : '' };
  const address = data.addresses.find((a) => a.id === choice.addressId) ?? null;
  const branch = group.branches.find((b) => b.id === choice.branchId) ?? null;
  const province = (fulfilment === 'delivery' ? address?.province : branch?.province) ?? group.seller.province;
  return { choice, dates, payments, address, branch, ...groupTotals(group, fulfilment, province) };
}
