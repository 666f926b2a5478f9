// Expected harvests (a farm's produce still in the field, open to pre-orders) and pre-orders against them. Their
// rules (what is left, first come first served, the deposit): harvest-rules.ts. Synced as the tables 'harvests'
// (open and recent ones to every signed-in device, all of its own to the farm) and 'preorders' (to their buyer and
// to the farm); written through the outbox. Their API paths: harvest-paths.ts (zod-free).
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart.ts';
import { MAX_PRICE_MINOR } from './constants.ts';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, PAYMENT_METHODS, UNITS } from './enums.ts';
import { addDays } from './order-rules.ts';
import { ORDER_NOTE_MAX } from './orders.ts';
import {
  DEPOSIT_PERCENT_MAX,
  HARVEST_NOTE_MAX,
  HARVEST_QUANTITY_MAX,
  HARVEST_STATUSES,
  PREORDER_CANCEL_REASONS,
  PREORDER_STATUSES,
} from './harvest-rules.ts';
import { storableString } from './text.ts';

export { HARVEST_PATHS, PREORDER_PATHS } from './harvest-paths.ts';

// ---------------------------------------------------------------------------------------------------------------
// Read shapes

export const harvestSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  farm_name: z.string(),
  province: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_name_fr: z.string().nullable(),
  category_id: z.string(),
  /** The product's card picture, for the list. */
  image: z.string().nullable(),
  unit: z.enum(UNITS),
  grade: z.enum(GRADES),
  status: z.enum(HARVEST_STATUSES),
  expected_quantity: z.number().int(),
  /** Units held by pending, offered and ordered pre-orders (never above expected_quantity while open). */
  preordered_quantity: z.number().int(),
  /** Pending pre-orders (the farm's planning figure). */
  preorder_count: z.number().int(),
  window_from: z.string(),
  window_until: z.string(),
  /** The pre-order unit price, in minor units of `currency`. */
  price_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  deposit_percent: z.number().int(),
  note: z.string().nullable(),
  /** The farm's note in French, if it wrote one. */
  note_fr: z.string().nullable(),
  /** Set when recorded. */
  harvested_quantity: z.number().int().nullable(),
  harvested_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Harvest = z.infer<typeof harvestSchema>;

export const preorderSchema = z.object({
  id: z.string(),
  harvest_id: z.string(),
  buyer_id: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  seller_id: z.string(),
  farm_name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_name_fr: z.string().nullable(),
  unit: z.enum(UNITS),
  grade: z.enum(GRADES),
  quantity: z.number().int(),
  /** The pre-order price per unit, kept from the moment it was made. */
  unit_price_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  deposit_percent: z.number().int(),
  /** depositMinor(quantity x unit price, deposit_percent): what the farm asks ahead (recorded, not charged here). */
  deposit_minor: z.number().int(),
  status: z.enum(PREORDER_STATUSES),
  /** While partial_offered: the units the buyer may take. */
  offered_quantity: z.number().int().nullable(),
  cancel_reason: z.enum(PREORDER_CANCEL_REASONS).nullable(),
  /** Set once it became an order. */
  order_id: z.string().nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  address_id: z.string().nullable(),
  branch_id: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  window_from: z.string(),
  window_until: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Preorder = z.infer<typeof preorderSchema>;

export const harvestResponse = z.object({ data: harvestSchema });
export const harvestsResponse = z.object({ data: z.array(harvestSchema) });
export const preorderResponse = z.object({ data: preorderSchema });
export const preordersResponse = z.object({ data: z.array(preorderSchema) });

/** POST /harvests/{id}/harvest/ answers the harvest and who got what (first come, first served). */
export const harvestRecordedResponse = z.object({
  data: harvestSchema,
  fills: z.array(z.object({ preorder_id: z.string(), quantity: z.number().int(), filled: z.number().int(), order_id: z.string().nullable() })),
});

// ---------------------------------------------------------------------------------------------------------------
// Writes

const isoDate = (error: string) =>
  storableString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && addDays(v, 0) === v, { error });

const harvestQuantity = z
  .number({ error: 'harvest.quantity_invalid' })
  .int({ error: 'harvest.quantity_invalid' })
  .min(1, { error: 'harvest.quantity_invalid' })
  .max(HARVEST_QUANTITY_MAX, { error: 'harvest.quantity_invalid' });

const note = (max: number) =>
  storableString()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

const harvestFields = {
  expected_quantity: harvestQuantity,
  window_from: isoDate('harvest.window_invalid'),
  window_until: isoDate('harvest.window_invalid'),
  price_minor: z.number({ error: 'product.price_invalid' }).int({ error: 'product.price_invalid' }).min(1, { error: 'product.price_invalid' }).max(MAX_PRICE_MINOR, { error: 'product.price_invalid' }),
  deposit_percent: z
    .number({ error: 'harvest.deposit_invalid' })
    .int({ error: 'harvest.deposit_invalid' })
    .min(0, { error: 'harvest.deposit_invalid' })
    .max(DEPOSIT_PERCENT_MAX, { error: 'harvest.deposit_invalid' }),
  note: note(HARVEST_NOTE_MAX),
  note_fr: note(HARVEST_NOTE_MAX),
};

const windowOrder = <T extends z.ZodType<{ window_from?: string; window_until?: string }>>(schema: T) =>
  schema.refine((o) => !o.window_from || !o.window_until || o.window_until >= o.window_from, { message: 'harvest.window_order', path: ['window_until'] });

/** POST /harvests/: the id is made by the device (declared offline, known before the server has it). */
export const createHarvestSchema = windowOrder(
  z.strictObject({
    id: z.uuid(),
    product_id: z.uuid({ error: 'harvest.product_invalid' }),
    grade: z.enum(GRADES),
    ...harvestFields,
    deposit_percent: harvestFields.deposit_percent.default(0),
  }),
);
export type CreateHarvest = z.input<typeof createHarvestSchema>;

/** PATCH /harvests/{id}/: any of these; the expected quantity never below what is pre-ordered. */
export const updateHarvestSchema = windowOrder(
  z
    .strictObject({
      expected_quantity: harvestFields.expected_quantity.optional(),
      window_from: harvestFields.window_from.optional(),
      window_until: harvestFields.window_until.optional(),
      price_minor: harvestFields.price_minor.optional(),
      deposit_percent: harvestFields.deposit_percent.optional(),
      note: harvestFields.note.optional(),
      note_fr: harvestFields.note_fr.optional(),
    })
    .refine((o) => Object.keys(o).length > 0, { message: 'error.validation' }),
);
export type UpdateHarvest = z.input<typeof updateHarvestSchema>;

/**
 * POST /harvests/{id}/harvest/: the units harvested. Short of what is pre-ordered, the farm must confirm the partial
 * fills (confirm_partial: true); without it the answer is 409 'harvest_short' with the plan, and nothing changes.
 */
export const recordHarvestSchema = z.strictObject({
  quantity: z
    .number({ error: 'harvest.quantity_invalid' })
    .int({ error: 'harvest.quantity_invalid' })
    .min(0, { error: 'harvest.quantity_invalid' })
    .max(HARVEST_QUANTITY_MAX, { error: 'harvest.quantity_invalid' }),
  confirm_partial: z.boolean().default(false),
});
export type RecordHarvest = z.input<typeof recordHarvestSchema>;

/** POST /preorders/: the price the buyer saw; a different price now answers 409 'order_changed'. */
export const createPreorderSchema = z
  .strictObject({
    id: z.uuid(),
    harvest_id: z.uuid({ error: 'harvest.not_found' }),
    quantity: z
      .number({ error: 'cart.quantity_invalid' })
      .int({ error: 'cart.quantity_invalid' })
      .min(1, { error: 'cart.quantity_invalid' })
      .max(CART_MAX_QUANTITY, { error: 'cart.quantity_invalid' }),
    unit_price_minor: z.number().int().min(0).max(MAX_PRICE_MINOR),
    fulfilment: z.enum(FULFILMENT_METHODS),
    address_id: z.uuid({ error: 'order.address_required' }).nullish(),
    branch_id: z.uuid({ error: 'order.branch_required' }).nullish(),
    payment_method: z.enum(PAYMENT_METHODS),
    note: note(ORDER_NOTE_MAX),
  })
  .refine((o) => o.fulfilment !== 'delivery' || !!o.address_id, { message: 'order.address_required', path: ['address_id'] })
  .refine((o) => o.fulfilment !== 'pickup' || !!o.branch_id, { message: 'order.branch_required', path: ['branch_id'] });
export type CreatePreorder = z.input<typeof createPreorderSchema>;
