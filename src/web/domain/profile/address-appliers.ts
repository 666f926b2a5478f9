// The address book's mutation kinds (the writes are address-writes.ts) and how the server's
// answers are written back.
import type { Address } from '@contract/accounts.ts';
import { confirmDelete, confirmRow, type Applier } from '@/offline/confirm.ts';

export const ADDRESS_CREATE_KIND = 'address.create';
export const ADDRESS_UPDATE_KIND = 'address.update';
export const ADDRESS_DELETE_KIND = 'address.delete';

/** The server keeps one default address: its answer may have moved the default away from the others. */
const confirmAddress = confirmRow<Address>('addresses', {
  write: async (db, row) => {
    if (row.is_default) await db.addresses.where('id').notEqual(row.id).modify({ is_default: false });
    await db.addresses.put(row);
  },
});

export const ADDRESS_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [ADDRESS_CREATE_KIND, confirmAddress],
  [ADDRESS_UPDATE_KIND, confirmAddress],
  [ADDRESS_DELETE_KIND, confirmDelete('addresses')],
];
