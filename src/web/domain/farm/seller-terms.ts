// The seller's checkout terms (minimum order, delivery fee, delivery and pickup days, days of notice) through the
// outbox: the farm's row on the device changes at once, PATCH /account/user-seller/ is sent when the signal allows,
// and the server's answer (the farm record) is written back into db.sellers.
import type { SellerProfile, SellerPublic } from '@contract/catalogue.ts';
import type { SellerTerms } from '@contract/orders.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const SELLER_TERMS_KIND = 'seller.terms';
export const SELLER_PROFILE_PATH = '/account/user-seller/';

const TERM_KEYS = ['min_order_minor', 'delivery_fee_minor', 'delivery_days', 'lead_days'] as const;

/** Only the public face of the farm goes into db.sellers (the owner's address and phone stay on the server). */
function publicTerms(row: Partial<SellerProfile>): Partial<SellerPublic> {
  const out: Partial<SellerPublic> = {};
  for (const key of [...TERM_KEYS, 'farm_name', 'description', 'province', 'certifications', 'version'] as const) {
    if (row[key] !== undefined) (out as Record<string, unknown>)[key] = row[key];
  }
  return out;
}

export const applySellerTerms: Applier = confirmRow<SellerProfile>('sellers', {
  write: async (db, row) => {
    const current = await db.sellers.get(row.id);
    if (current) await db.sellers.put({ ...current, ...publicTerms(row) });
  },
});

export async function saveSellerTerms(args: { farmId: string; terms: SellerTerms; label: string; editHref?: string }): Promise<void> {
  const { farmId, terms, label } = args;
  const body: SellerTerms = {
    min_order_minor: terms.min_order_minor,
    delivery_fee_minor: terms.delivery_fee_minor,
    delivery_days: [...new Set(terms.delivery_days)].sort((a, b) => a - b),
    lead_days: terms.lead_days,
  };
  await mutate({
    kind: SELLER_TERMS_KIND,
    label,
    entity: { table: 'sellers', id: farmId },
    request: { method: 'PATCH', path: SELLER_PROFILE_PATH, body },
    editHref: args.editHref ?? '/seller/orders',
    apply: async () => {
      const current = await db.sellers.get(farmId);
      if (current) await db.sellers.put({ ...current, ...body });
    },
  });
}

export const SELLER_TERMS_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [[SELLER_TERMS_KIND, applySellerTerms]];
