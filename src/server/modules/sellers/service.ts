// Seller registration and the seller's branches. Owner checks: every branch read or write goes through the caller's
// seller id, so another seller's branch answers exactly like a missing one (404).
import type { z } from 'zod';
import type { Branch, SellerProfile, branchPatchSchema, branchWriteSchema, sellerPatchSchema, sellerRegistrationSchema } from '../../../contract/catalogue.ts';
import type { User } from '../../../contract/accounts.ts';
import type { sellerTermsWriteSchema } from '../../../contract/orders.ts';
import { sameRole } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toUser } from '../accounts/mappers.ts';
import { findUserById } from '../accounts/queries.ts';
import { findSellerOf, sellerOf } from './current.ts';
import { toBranch, toSellerProfile } from './mappers.ts';
import * as q from './queries.ts';

type Registration = z.output<typeof sellerRegistrationSchema>;
type SellerPatch = z.output<typeof sellerPatchSchema> & z.output<typeof sellerTermsWriteSchema>;
type BranchWrite = z.output<typeof branchWriteSchema>;
type BranchPatch = z.output<typeof branchPatchSchema>;

/** A Buyer becomes a Seller: the farm row and the role change commit together (one transaction, `db`). */
export async function registerSeller(db: Db, userId: string, body: Registration): Promise<{ seller: SellerProfile; user: User }> {
  if (await findSellerOf(db, userId)) throw new HttpError(409, 'conflict', 'seller.already');
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthorized', 'error.unauthorized');
  if (!sameRole(user.role, 'Buyer')) throw new HttpError(403, 'forbidden', 'error.forbidden');
  const seller = await q.insertSeller(db, {
    userId,
    farmName: body.farm_name,
    description: body.description,
    province: body.province,
    city: body.city,
    address: body.address,
    postalCode: body.postal_code ?? null,
    phone: body.phone ?? null,
    certifications: dedupe(body.certifications),
  });
  await q.setUserRole(db, userId, 'Seller');
  const updated = await findUserById(db, userId);
  return { seller: toSellerProfile(seller), user: toUser(updated!) };
}

export async function getOwnSeller(db: Db, userId: string): Promise<SellerProfile> {
  const seller = await findSellerOf(db, userId);
  if (!seller) throw notFound('seller.required');
  return toSellerProfile(seller);
}

export async function updateOwnSeller(db: Db, userId: string, patch: SellerPatch): Promise<SellerProfile> {
  const seller = await findSellerOf(db, userId);
  if (!seller) throw notFound('seller.required');
  const values: Parameters<typeof q.updateSeller>[2] = {};
  if (patch.farm_name !== undefined) values.farmName = patch.farm_name;
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.province !== undefined) values.province = patch.province;
  if (patch.city !== undefined) values.city = patch.city;
  if (patch.address !== undefined) values.address = patch.address;
  if (patch.postal_code !== undefined) values.postalCode = patch.postal_code;
  if (patch.phone !== undefined) values.phone = patch.phone;
  if (patch.certifications !== undefined) values.certifications = dedupe(patch.certifications);
  if (patch.min_order_minor !== undefined) values.minOrderMinor = patch.min_order_minor;
  if (patch.delivery_fee_minor !== undefined) values.deliveryFeeMinor = patch.delivery_fee_minor;
  if (patch.delivery_days !== undefined) values.deliveryDays = [...new Set(patch.delivery_days)].sort((a, b) => a - b);
  if (patch.lead_days !== undefined) values.leadDays = patch.lead_days;
  if (Object.keys(values).length === 0) return toSellerProfile(seller);
  return toSellerProfile(await q.updateSeller(db, seller.id, values));
}

const dedupe = (list: string[]) => [...new Map(list.map((c) => [c.toLowerCase(), c])).values()];

// ---------------------------------------------------------------------------------------------------------------
// Branches

export async function listBranches(db: Db, userId: string): Promise<Branch[]> {
  const seller = await sellerOf(db, userId);
  return (await q.branchesOfSeller(db, seller.id)).map(toBranch);
}

export async function getBranch(db: Db, userId: string, id: string): Promise<Branch> {
  const seller = await sellerOf(db, userId);
  const row = await q.findOwnBranch(db, seller.id, id);
  if (!row) throw notFound('branch.not_found');
  return toBranch(row);
}

/** A new branch waits for an admin ('pending'); the client may choose its id (offline creation). */
export async function createBranch(db: Db, userId: string, body: BranchWrite): Promise<Branch> {
  const seller = await sellerOf(db, userId);
  if (body.id && (await q.findBranch(db, body.id))) throw new HttpError(409, 'conflict', 'error.conflict');
  const row = await q.insertBranch(db, {
    ...(body.id && { id: body.id }),
    sellerId: seller.id,
    name: body.name,
    province: body.province,
    city: body.city,
    address: body.address,
    postalCode: body.postal_code ?? null,
    phone: body.phone ?? null,
    status: 'pending',
  });
  return toBranch(row);
}

/** An edit of a rejected branch sends it back for review (pending, reason cleared); pending and approved keep their status. */
export async function updateBranch(db: Db, userId: string, id: string, patch: BranchPatch): Promise<Branch> {
  const seller = await sellerOf(db, userId);
  const row = await q.findOwnBranch(db, seller.id, id);
  if (!row) throw notFound('branch.not_found');
  const values: Partial<q.BranchInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.province !== undefined) values.province = patch.province;
  if (patch.city !== undefined) values.city = patch.city;
  if (patch.address !== undefined) values.address = patch.address;
  if (patch.postal_code !== undefined) values.postalCode = patch.postal_code;
  if (patch.phone !== undefined) values.phone = patch.phone;
  if (Object.keys(values).length === 0) return toBranch(row);
  if (row.status === 'rejected') Object.assign(values, { status: 'pending', rejectReason: null, reviewedAt: null, reviewedBy: null });
  return toBranch(await q.updateBranch(db, row.id, values));
}

export async function deleteBranch(db: Db, userId: string, id: string): Promise<void> {
  const seller = await sellerOf(db, userId);
  const row = await q.findOwnBranch(db, seller.id, id);
  if (!row) throw notFound('branch.not_found');
  if ((await q.productsInBranch(db, row.id)) > 0) throw new HttpError(409, 'conflict', 'branch.has_products');
  await q.deleteBranch(db, row.id);
}
