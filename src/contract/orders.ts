// Orders, their timeline, invoices, customer feedback, problem reports and notifications (spec §2 /checkout,
// /seller/orders; §7 /orders/create_order/). Money in minor units of the order's currency; quantities in the
// product's unit. One order = one seller and one currency: checkout splits the cart accordingly.
import { z } from 'zod';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, NOTIFICATION_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_RECORD_METHODS, PROBLEM_KINDS, PROBLEM_RESOLUTIONS, PROVINCE_CODES, UNITS } from './enums.ts';
import { CART_MAX_QUANTITY } from './cart.ts';
import { MAX_PRICE_MINOR } from './constants.ts';
import { storableString } from './text.ts';
import type { OrderAddress } from './order-rules.ts';

export const ORDER_NOTE_MAX = 1000;
export const ORDER_MAX_LINES = 100;
export const REASON_MAX = 500;
export const REVIEW_COMMENT_MAX = 2000;
export const MAX_PROBLEM_PHOTOS = 3;

// ---------------------------------------------------------------------------------------------------------------
// Read shapes (API answers and sync rows)

/** Where an order goes: a copy of the buyer's address when it was placed (later edits of the address do not move it). */
export const orderAddressSchema = z.object({
  address_id: z.string().nullable(),
  full_name: z.string(),
  phone: z.string().nullable(),
  line: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string().nullable(),
}) satisfies z.ZodType<OrderAddress>;

/** Where a pickup order is collected: a copy of the branch. */
export const orderBranchSchema = z.object({
  branch_id: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string().nullable(),
});
export type OrderBranch = z.infer<typeof orderBranchSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  product_name_fr: z.string().nullable(),
  grade: z.enum(GRADES),
  unit: z.enum(UNITS),
  quantity: z.number().int(),
  /** One unit before the discount. */
  list_price_minor: z.number().int(),
  /** One unit after the discount: what is charged. */
  unit_price_minor: z.number().int(),
  /** quantity x unit price. */
  line_total_minor: z.number().int(),
  /** The buyer's rating of this product, once given (only in the buyer's copy). */
  my_rating: z.number().int().nullable(),
  my_comment: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One step of the timeline. */
export const orderEventSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.enum(['buyer', 'seller', 'system']),
  by_name: z.string(),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const problemLineSchema = z.object({
  line_id: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  /** How much of the line is affected (<= the line's quantity). */
  quantity: z.number().int(),
});

/** A satisfaction-guarantee claim and the seller's answer; both parties see it. */
export const orderProblemSchema = z.object({
  id: z.string(),
  lines: z.array(problemLineSchema),
  description: z.string(),
  /** Paths under /uploads/ (WebP). */
  photos: z.array(z.object({ thumb: z.string(), full: z.string() })),
  created_at: z.string(),
  resolution: z.enum(PROBLEM_RESOLUTIONS).nullable(),
  /** Refund or credit, in the order's currency. */
  amount_minor: z.number().int().nullable(),
  answer_note: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

export const taxLineSchema = z.object({ name: z.string(), rate_percent: z.number(), amount_minor: z.number().int(), zero_rated: z.boolean() });

/** An order as both parties see it (the sync row of table 'orders'). */
export const orderSchema = z.object({
  id: z.string(),
  buyer_id: z.string(),
  /** 'First Last' of the buyer (the seller needs it to deliver), and their business name for BulkBuyers. */
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  seller_id: z.string(),
  farm_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(FULFILMENT_METHODS),
  /** Set for delivery. */
  address: orderAddressSchema.nullable(),
  /** Set for pickup. */
  branch: orderBranchSchema.nullable(),
  /** The branch the order is filled from (pickup branch, or the branch of the first line's product): seller filter. */
  branch_id: z.string().nullable(),
  /** 'YYYY-MM-DD' of delivery or pickup. */
  date: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** 'YYYY-MM-DD' an invoice is due (delivery date + terms); null when paid on the spot. */
  payment_due: z.string().nullable(),
  note: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  lines: z.array(orderLineSchema),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  delivery_fee_minor: z.number().int(),
  tax_minor: z.number().int(),
  taxes: z.array(taxLineSchema),
  total_minor: z.number().int(),
  /** The seller's sequential invoice number (format with formatInvoiceNumber). */
  invoice_number: z.number().int(),
  events: z.array(orderEventSchema),
  problems: z.array(orderProblemSchema),
  /** When it reached 'delivered' (the 48 h problem window starts there). */
  delivered_at: z.string().nullable(),
  /** Made from this accepted quote. */
  quote_id: z.string().nullable(),
  /** A future harvest ordered ahead (an accepted quote's pre-order, or a pre-order of an expected harvest). */
  preorder: z.boolean(),
  /** Made from this pre-order of an expected harvest (contract/harvests.ts), else null. */
  preorder_id: z.string().nullable(),
  /** Placed by the server for this standing order (one delivery of a recurring order), else null. */
  standing_order_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  order_id: z.string().nullable(),
  /** Shown in the reader's language by the web app: { invoice, farm, buyer, status, ... }. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** Where tapping it goes, e.g. '/orders/{id}' or '/seller/orders/{id}'. */
  href: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A seller's terms at checkout (part of sellerPublicSchema). */
export const sellerTermsSchema = z.object({
  /** Minimum goods amount (after discounts) of one order, in the order's currency; 0 = none. */
  min_order_minor: z.number().int(),
  /** Flat delivery fee of one order, in the order's currency; pickup is free. */
  delivery_fee_minor: z.number().int(),
  /** ISO weekdays (1 = Monday) the seller delivers and opens for pickup. */
  delivery_days: z.array(z.number().int()),
  /** Whole days of notice before the earliest delivery or pickup. */
  lead_days: z.number().int(),
});
export type SellerTerms = z.infer<typeof sellerTermsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Writes

const quantity = z
  .number({ error: 'cart.quantity_invalid' })
  .int({ error: 'cart.quantity_invalid' })
  .min(1, { error: 'cart.quantity_invalid' })
  .max(CART_MAX_QUANTITY, { error: 'cart.quantity_invalid' });

const trimmedOrNull = (max: number) =>
  storableString()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

export const createOrderLineSchema = z.strictObject({
  product_id: z.uuid({ error: 'cart.product_invalid' }),
  grade: z.enum(GRADES),
  quantity,
  /** The unit price (after discount) the buyer saw: a different price now refuses the order with what changed. */
  unit_price_minor: z.number().int().min(0).max(MAX_PRICE_MINOR),
});
export type CreateOrderLine = z.infer<typeof createOrderLineSchema>;

/** POST /orders/create_order/: one order to one seller. */
export const createOrderSchema = z
  .strictObject({
    /** Made by the client so an order placed offline is known before the server has it. */
    id: z.uuid(),
    seller_id: z.uuid({ error: 'order.seller_invalid' }),
    lines: z.array(createOrderLineSchema).min(1, { error: 'order.no_lines' }).max(ORDER_MAX_LINES),
    fulfilment: z.enum(FULFILMENT_METHODS),
    address_id: z.uuid({ error: 'order.address_required' }).nullish(),
    branch_id: z.uuid({ error: 'order.branch_required' }).nullish(),
    date: storableString().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'order.date_invalid' }),
    payment_method: z.enum(PAYMENT_METHODS),
    note: trimmedOrNull(ORDER_NOTE_MAX),
    /** The cart lines this order empties (removed in the same transaction). */
    cart_item_ids: z.array(z.uuid()).max(ORDER_MAX_LINES).default([]),
  })
  .refine((o) => o.fulfilment !== 'delivery' || !!o.address_id, { message: 'order.address_required', path: ['address_id'] })
  .refine((o) => o.fulfilment !== 'pickup' || !!o.branch_id, { message: 'order.branch_required', path: ['branch_id'] })
  .refine((o) => new Set(o.lines.map((l) => `${l.product_id}:${l.grade}`)).size === o.lines.length, { message: 'order.duplicate_line', path: ['lines'] });
export type CreateOrder = z.input<typeof createOrderSchema>;

/** One thing that changed between the cart and the server when an order was refused (409 order_changed). */
export const orderChangeSchema = z.object({
  product_id: z.string(),
  grade: z.enum(GRADES),
  product_name: z.string(),
  product_name_fr: z.string().nullable(),
  /** 'price': unit price differs; 'stock': not enough left; 'unavailable': product gone, hidden or grade withdrawn. */
  reason: z.enum(['price', 'stock', 'unavailable']),
  expected_price_minor: z.number().int(),
  current_price_minor: z.number().int().nullable(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** POST /orders/{id}/transition/ */
export const orderTransitionSchema = z.strictObject({
  to: z.enum(ORDER_STATUSES),
  reason: trimmedOrNull(REASON_MAX),
});
export type OrderTransitionWrite = z.input<typeof orderTransitionSchema>;

/** POST /orders/{id}/reviews/ */
export const orderReviewSchema = z.strictObject({
  product_id: z.uuid({ error: 'cart.product_invalid' }),
  rating: z.number({ error: 'review.rating_invalid' }).int({ error: 'review.rating_invalid' }).min(1, { error: 'review.rating_invalid' }).max(5, { error: 'review.rating_invalid' }),
  comment: trimmedOrNull(REVIEW_COMMENT_MAX),
});
export type OrderReviewWrite = z.input<typeof orderReviewSchema>;

/** The JSON part ('data') of POST /orders/{id}/problems/ */
export const problemReportSchema = z.strictObject({
  id: z.uuid(),
  lines: z
    .array(z.strictObject({ line_id: z.uuid(), kind: z.enum(PROBLEM_KINDS), quantity }))
    .min(1, { error: 'problem.lines_required' })
    .max(ORDER_MAX_LINES),
  description: storableString().trim().min(1, { error: 'problem.description_required' }).max(REVIEW_COMMENT_MAX, { error: 'validation.too_long' }),
});
export type ProblemReportWrite = z.input<typeof problemReportSchema>;

/** POST /orders/{id}/problems/{pid}/answer/ */
export const problemAnswerSchema = z
  .strictObject({
    resolution: z.enum(PROBLEM_RESOLUTIONS),
    amount_minor: z.number().int().min(1, { error: 'problem.amount_invalid' }).max(MAX_PRICE_MINOR).nullish(),
    note: trimmedOrNull(REASON_MAX),
    /** How a refund is paid back (recorded in the ledger); e-Transfer when not said. */
    refund_method: z.enum(PAYMENT_RECORD_METHODS).optional(),
  })
  .refine((a) => a.resolution === 'declined' || (a.amount_minor ?? 0) > 0, { message: 'problem.amount_invalid', path: ['amount_minor'] })
  .refine((a) => a.resolution !== 'declined' || !!a.note, { message: 'problem.reason_required', path: ['note'] });
export type ProblemAnswerWrite = z.input<typeof problemAnswerSchema>;

/** PATCH /account/user-seller/ accepts these too: the seller's checkout terms. */
export const sellerTermsWriteSchema = z.strictObject({
  min_order_minor: z.number().int().min(0).max(MAX_PRICE_MINOR).optional(),
  delivery_fee_minor: z.number().int().min(0).max(MAX_PRICE_MINOR).optional(),
  delivery_days: z.array(z.number().int().min(1).max(7)).min(1, { error: 'order.delivery_days_required' }).max(7).optional(),
  lead_days: z.number().int().min(0).max(14).optional(),
});

/** GET /orders/seller/orders/ (and its CSV export). */
export const sellerOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Delivery or pickup date range, 'YYYY-MM-DD'. */
  from: storableString().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: storableString().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  branch_id: z.uuid().optional(),
  /** Invoice number, buyer name or business, product name. */
  q: storableString().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ORDERS_PAGE_SIZE = 50;

export const orderResponse = z.object({ data: orderSchema });
export const ordersResponse = z.object({ data: z.array(orderSchema), meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() }) });
export const notificationsResponse = z.object({ data: z.array(notificationSchema), unread: z.number().int() });

/** Provinces a delivery address may be in (all of Canada). */
export const ORDER_PROVINCES = PROVINCE_CODES;
