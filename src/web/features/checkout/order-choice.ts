// What the buyer chooses for one checkout order, the messages it can have, and the ids those messages focus.
import type { Address } from '@contract/accounts.ts';
import type { FulfilmentMethod, PaymentMethod } from '@contract/enums.ts';

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

export const fieldId = (index: number, field: 'address' | 'branch' | 'date') => `order-${index}-${field}`;

export function addressText(a: Address): string {
  return [a.label || a.full_name, [a.line1, a.line2].filter(Boolean).join(', '), `${a.city} ${a.province}`].join(' · ');
}
