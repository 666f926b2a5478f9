// Address book rules: the caller's addresses only, exactly one default once there is any.
import type { z } from 'zod';
import type { Address, addressCreateBody, addressPatchBody } from '../../../contract/accounts.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import type { AccountsContext } from './context.ts';
import { toAddress } from './mappers.ts';
import * as q from './queries.ts';

/** Another user's address and a malformed id look the same: not found. */
const addressNotFound = () => notFound('address.not_found');

export async function listAddresses(ctx: AccountsContext, userId: string): Promise<Address[]> {
  return (await q.listAddresses(ctx.db, userId)).map(toAddress);
}

export async function createAddress(ctx: AccountsContext, userId: string, body: z.output<typeof addressCreateBody>): Promise<Address> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (body.id && (await q.addressIdExists(tx, body.id))) {
      throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    }
    const first = (await q.countAddresses(tx, userId)) === 0;
    const isDefault = first || body.is_default === true;
    if (isDefault) await q.clearDefaultAddress(tx, userId);
    const row = await q.insertAddress(tx, {
      ...(body.id && { id: body.id }),
      userId,
      label: body.label ?? null,
      fullName: body.full_name,
      phoneNumber: body.phone_number ?? null,
      line1: body.line1,
      line2: body.line2 ?? null,
      city: body.city,
      province: body.province,
      postalCode: body.postal_code,
      deliveryInstructions: body.delivery_instructions ?? null,
      isDefault,
      createdAt: now,
      updatedAt: now,
    });
    return toAddress(row);
  });
}

export async function updateAddress(
  ctx: AccountsContext,
  userId: string,
  id: string,
  body: z.output<typeof addressPatchBody>,
): Promise<Address> {
  if (!isUuid(id)) throw addressNotFound();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await q.findAddress(tx, userId, id);
    if (!current) throw addressNotFound();
    const patch: Partial<q.AddressRow> = { updatedAt: now };
    if (body.label !== undefined) patch.label = body.label;
    if (body.full_name !== undefined) patch.fullName = body.full_name;
    if (body.phone_number !== undefined) patch.phoneNumber = body.phone_number;
    if (body.line1 !== undefined) patch.line1 = body.line1;
    if (body.line2 !== undefined) patch.line2 = body.line2;
    if (body.city !== undefined) patch.city = body.city;
    if (body.province !== undefined) patch.province = body.province;
    if (body.postal_code !== undefined) patch.postalCode = body.postal_code;
    if (body.delivery_instructions !== undefined) patch.deliveryInstructions = body.delivery_instructions;
    // The default moves by setting another address as default; `false` on the default itself is ignored,
    // so a non-empty address book always has one.
    if (body.is_default === true && !current.isDefault) {
      await q.clearDefaultAddress(tx, userId, id);
      patch.isDefault = true;
    }
    const row = await q.updateAddress(tx, userId, id, patch);
    if (!row) throw addressNotFound();
    return toAddress(row);
  });
}

export async function deleteAddress(ctx: AccountsContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound();
  await ctx.db.transaction(async (tx) => {
    const removed = await q.deleteAddress(tx, userId, id);
    if (!removed) throw addressNotFound();
    if (removed.isDefault) await q.promoteLatestAddress(tx, userId);
  });
}
