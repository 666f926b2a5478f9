// Addresses: screens read Dexie (the sync pull fills it); add, edit and delete go through the outbox, so they
// work offline and reach the server exactly once (spec §4: add appends, update replaces by id, delete removes).
import type { Address, AddressCreate, AddressPatch } from '@contract/accounts.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { ADDRESS_CREATE_KIND, ADDRESS_DELETE_KIND, ADDRESS_UPDATE_KIND } from './address-appliers.ts';

/** The server keeps one default address; mirror that locally so the badge moves at once. */
async function saveLocally(address: Address): Promise<void> {
  if (address.is_default) await db.addresses.where('id').notEqual(address.id).modify({ is_default: false });
  await db.addresses.put(address);
}

const describe = (a: Pick<Address, 'label' | 'full_name' | 'line1'>) => `${a.label || a.full_name}, ${a.line1}`;

/** `values` are the form's parsed values (the contract's schema already normalised them). */
export async function createAddress(values: AddressCreate, label: (name: string) => string): Promise<void> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const isFirst = (await db.addresses.count()) === 0;
  const row: Address = {
    id,
    label: values.label ?? null,
    full_name: values.full_name,
    phone_number: values.phone_number ?? null,
    line1: values.line1,
    line2: values.line2 ?? null,
    city: values.city,
    province: values.province,
    postal_code: values.postal_code,
    country: 'CA',
    delivery_instructions: values.delivery_instructions ?? null,
    is_default: isFirst || values.is_default === true,
    created_at: now,
    updated_at: now,
  };
  await mutate({
    kind: ADDRESS_CREATE_KIND,
    label: label(describe(row)),
    entity: { table: 'addresses', id },
    request: { method: 'POST', path: '/account/address/', body: { ...values, id } },
    apply: () => saveLocally(row),
  });
}

export async function updateAddress(address: Address, patch: AddressPatch, label: (name: string) => string): Promise<void> {
  const next = { ...address, ...patch, updated_at: new Date().toISOString() } as Address;
  await mutate({
    kind: ADDRESS_UPDATE_KIND,
    label: label(describe(next)),
    entity: { table: 'addresses', id: address.id },
    request: { method: 'PATCH', path: `/account/address/${encodeURIComponent(address.id)}/`, body: patch },
    apply: () => saveLocally(next),
  });
}

export async function deleteAddress(address: Address, label: (name: string) => string): Promise<void> {
  await mutate({
    kind: ADDRESS_DELETE_KIND,
    label: label(describe(address)),
    entity: { table: 'addresses', id: address.id },
    request: { method: 'DELETE', path: `/account/address/${encodeURIComponent(address.id)}/` },
    apply: async () => {
      await db.addresses.delete(address.id);
    },
  });
}
