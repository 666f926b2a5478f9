// Standing (recurring) orders: a buyer's order to one farm that repeats on a cadence, placed by the server as an
// ordinary order before each delivery day (the dates and their rules: standing-order-rules.ts). Synced to the buyer
// and to the farm as the table 'standing_orders'; written by the buyer through the outbox.
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart.ts';
import { MAX_PRICE_MINOR } from './constants.ts';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, PAYMENT_METHODS, UNITS } from './enums.ts';
import { ORDER_NOTE_MAX } from './orders.ts';
import { addDays } from './order-rules.ts';
import {
  OCCURRENCE_FAILURES,
  OCCURRENCE_OUTCOMES,
  STANDING_CADENCES,
  STANDING_ORDER_MAX_LINES,
  STANDING_ORDER_STATUSES,
} from './standing-order-rules.ts';
import { storableString } from './text.ts';

// ---------------------------------------------------------------------------------------------------------------
// API paths (under /api)

export const STANDING_ORDER_PATHS = {
  /** GET: the caller's standing orders (as buyer) and those addressed to their farm. POST: set one up. */
  list: '/standing-orders/',
  /** GET: one. PATCH: change lines, cadence, dates, fulfilment, payment or note (the buyer). */
  detail: (id: string) => `/standing-orders/${id}/`,
  /** POST { date, skip }: skip one delivery, or take the skip back. */
  skip: (id: string) => `/standing-orders/${id}/skip/`,
  /** POST { until }: no delivery before `until`; { until: null } resumes. */
  pause: (id: string) => `/standing-orders/${id}/pause/`,
  /** POST: cancel for good (orders already placed stay). */
  cancel: (id: string) => `/standing-orders/${id}/cancel/`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Read shapes

export const standingLineSchema = z.object({
  product_id: z.string(),
  grade: z.enum(GRADES),
  quantity: z.number().int(),
  /** The unit price after discount the buyer last saw (at set-up, or in the latest price notice). */
  unit_price_minor: z.number().int(),
  product_name: z.string(),
  product_name_fr: z.string().nullable(),
  unit: z.enum(UNITS),
});
export type StandingLine = z.infer<typeof standingLineSchema>;

/** One delivery date the server has decided: placed (with its order), skipped, paused, failed (why) or missed. */
export const occurrenceSchema = z.object({
  date: z.string(),
  outcome: z.enum(OCCURRENCE_OUTCOMES),
  order_id: z.string().nullable(),
  reason: z.enum(OCCURRENCE_FAILURES).nullable(),
  /** What the fix needs: { product, available, unit } for stock, { min, missing } for the minimum, { next_day }. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  decided_at: z.string(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const standingOrderSchema = z.object({
  id: z.string(),
  buyer_id: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  seller_id: z.string(),
  farm_name: z.string(),
  status: z.enum(STANDING_ORDER_STATUSES),
  cadence: z.enum(STANDING_CADENCES),
  weekdays: z.array(z.number().int()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  paused_until: z.string().nullable(),
  skip_dates: z.array(z.string()),
  fulfilment: z.enum(FULFILMENT_METHODS),
  address_id: z.string().nullable(),
  branch_id: z.string().nullable(),
  /** Where it goes, for the farm: the address's city and province, or the pickup branch's name. */
  place: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  lines: z.array(standingLineSchema),
  /** The latest decided occurrences, newest first (at most 12). */
  occurrences: z.array(occurrenceSchema),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

export const standingOrderResponse = z.object({ data: standingOrderSchema });
export const standingOrdersResponse = z.object({ data: z.array(standingOrderSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Writes

const isoDate = (error: string) =>
  storableString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && addDays(v, 0) === v, { error });

const quantity = z
  .number({ error: 'cart.quantity_invalid' })
  .int({ error: 'cart.quantity_invalid' })
  .min(1, { error: 'cart.quantity_invalid' })
  .max(CART_MAX_QUANTITY, { error: 'cart.quantity_invalid' });

export const standingLineWriteSchema = z.strictObject({
  product_id: z.uuid({ error: 'cart.product_invalid' }),
  grade: z.enum(GRADES),
  quantity,
  /** The price the buyer saw (after discount): a different price now refuses the set-up with what changed. */
  unit_price_minor: z.number().int().min(0).max(MAX_PRICE_MINOR),
});

const noteField = storableString()
  .max(ORDER_NOTE_MAX, { error: 'validation.too_long' })
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const scheduleFields = {
  cadence: z.enum(STANDING_CADENCES, { error: 'standing.cadence_invalid' }),
  weekdays: z.array(z.number().int().min(1).max(7), { error: 'standing.weekdays_required' }).max(7).default([]),
  start_date: isoDate('standing.start_invalid'),
  end_date: isoDate('standing.end_invalid').nullish(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  address_id: z.uuid({ error: 'order.address_required' }).nullish(),
  branch_id: z.uuid({ error: 'order.branch_required' }).nullish(),
  payment_method: z.enum(PAYMENT_METHODS),
  note: noteField,
  lines: z.array(standingLineWriteSchema).min(1, { error: 'order.no_lines' }).max(STANDING_ORDER_MAX_LINES),
};

type ScheduleShape = {
  cadence?: string;
  weekdays?: number[];
  start_date?: string;
  end_date?: string | null;
  fulfilment?: string;
  address_id?: string | null;
  branch_id?: string | null;
  lines?: Array<{ product_id: string; grade: string }>;
};

// The same refinements for a new standing order and for a change (on a change, only the fields sent are checked
// here; the server checks the result as a whole).
function refineSchedule<T extends z.ZodType<ScheduleShape>>(schema: T) {
  return schema
    .refine((o) => o.cadence !== 'weekdays' || (o.weekdays?.length ?? 0) > 0, { message: 'standing.weekdays_required', path: ['weekdays'] })
    .refine((o) => !o.end_date || !o.start_date || o.end_date >= o.start_date, { message: 'standing.end_before_start', path: ['end_date'] })
    .refine((o) => o.fulfilment !== 'delivery' || !!o.address_id, { message: 'order.address_required', path: ['address_id'] })
    .refine((o) => o.fulfilment !== 'pickup' || !!o.branch_id, { message: 'order.branch_required', path: ['branch_id'] })
    .refine((o) => !o.lines || new Set(o.lines.map((l) => `${l.product_id}:${l.grade}`)).size === o.lines.length, { message: 'order.duplicate_line', path: ['lines'] });
}

/** POST /standing-orders/: set one up. The id is made by the device (set up offline, known before the server has it). */
export const createStandingOrderSchema = refineSchedule(
  z.strictObject({
    id: z.uuid(),
    seller_id: z.uuid({ error: 'order.seller_invalid' }),
    ...scheduleFields,
  }),
);
export type CreateStandingOrder = z.input<typeof createStandingOrderSchema>;

/** PATCH /standing-orders/{id}/: any of the schedule's fields; fulfilment with its address or branch. */
export const updateStandingOrderSchema = refineSchedule(
  z
    .strictObject({
      cadence: scheduleFields.cadence.optional(),
      weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
      start_date: scheduleFields.start_date.optional(),
      end_date: isoDate('standing.end_invalid').nullable().optional(),
      fulfilment: scheduleFields.fulfilment.optional(),
      address_id: z.uuid({ error: 'order.address_required' }).nullable().optional(),
      branch_id: z.uuid({ error: 'order.branch_required' }).nullable().optional(),
      payment_method: scheduleFields.payment_method.optional(),
      note: noteField.optional(),
      lines: scheduleFields.lines.optional(),
    })
    .refine((o) => Object.keys(o).length > 0, { message: 'error.validation' }),
);
export type UpdateStandingOrder = z.input<typeof updateStandingOrderSchema>;

/** POST /standing-orders/{id}/skip/ */
export const skipOccurrenceSchema = z.strictObject({ date: isoDate('standing.date_invalid'), skip: z.boolean().default(true) });
export type SkipOccurrence = z.input<typeof skipOccurrenceSchema>;

/** POST /standing-orders/{id}/pause/ */
export const pauseStandingOrderSchema = z.strictObject({ until: isoDate('standing.pause_invalid').nullable() });
export type PauseStandingOrder = z.input<typeof pauseStandingOrderSchema>;
