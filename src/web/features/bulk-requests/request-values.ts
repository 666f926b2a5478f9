// From the form's draft to what is sent (POST /quotes/requests/, checked by the contract's createRequestSchema, the
// server's own rules) and to the row the screens show until the server's arrives. Loaded with the form only: it
// brings zod.
import { z } from 'zod';
import type { Address, User } from '@contract/accounts.ts';
import type { Product } from '@contract/catalogue.ts';
import { addDays, orderAddressOf, todayInCanada } from '@contract/order-rules.ts';
import { createRequestSchema, type CreateRequest } from '@contract/quotes.ts';
import type { LocalQuoteRequest } from '@/offline/db.ts';
import { MAX_DAYS_AHEAD, type RequestDraft } from './request-draft.ts';

/** The form's fields that can show an error, in the order they appear (the first invalid one gets the focus). */
export const REQUEST_FIELDS = ['title', 'category_id', 'quantity', 'unit', 'variety', 'packaging', 'address_id', 'province', 'delivery_date', 'window', 'target_price', 'note', 'seller_ids'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
/** Message codes of the contract (translated where they are shown). */
export type RequestErrors = Partial<Record<RequestField, string>>;

type ParsedRequest = z.output<typeof createRequestSchema>;

/** A whole number as typed ('200'), NaN for anything else (the schema answers with its message). */
function wholeNumber(text: string): number {
  const v = text.trim();
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

/** Dollars as typed ('2.50' or '2,50') in cents; null when empty; 0 (refused by the schema) when not a price. */
export function priceToMinor(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (v === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return 0;
  return Math.round(Number(v) * 100);
}

export function requestBody(d: RequestDraft): CreateRequest {
  return {
    id: d.id,
    product_id: d.product_id,
    category_id: d.category_id,
    title: d.title,
    variety: d.variety,
    grade: d.grade === '' ? null : d.grade,
    quantity: wholeNumber(d.quantity),
    unit: d.unit,
    packaging: d.packaging,
    organic_required: d.organic_required,
    fulfilment: d.fulfilment,
    address_id: d.fulfilment === 'delivery' ? d.address_id || null : null,
    province: d.fulfilment === 'pickup' ? d.province || null : null,
    delivery_date: d.delivery_date,
    window_start: d.window_start,
    window_end: d.window_end,
    target_price_minor: priceToMinor(d.target_price),
    currency: d.currency,
    payment_method: d.payment_method,
    note: d.note,
    audience: d.audience,
    seller_ids: d.audience === 'chosen' ? d.seller_ids : [],
  };
}

function fieldOf(path: readonly PropertyKey[]): RequestField | null {
  const key = String(path[0] ?? '');
  if (key === 'target_price_minor') return 'target_price';
  if (key === 'window_start' || key === 'window_end') return 'window';
  if (key === 'product_id') return 'title';
  return (REQUEST_FIELDS as readonly string[]).includes(key) ? (key as RequestField) : null;
}

export type CheckedRequest = { ok: true; body: CreateRequest; parsed: ParsedRequest } | { ok: false; errors: RequestErrors };

/** The contract's rules, then the device's own: a date after today (and within the time picker's reach). */
export function checkRequest(d: RequestDraft, today: string): CheckedRequest {
  const body = requestBody(d);
  const result = createRequestSchema.safeParse(body);
  const errors: RequestErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // The schema's cross-field rules run only once every field parses: said here too, so all show at once.
  if (!errors.address_id && body.fulfilment === 'delivery' && !body.address_id) errors.address_id = 'order.address_required';
  if (!errors.province && body.fulfilment === 'pickup' && !body.province) errors.province = 'request.province_required';
  if (!errors.window && body.window_end <= body.window_start) errors.window = 'request.window_invalid';
  if (!errors.seller_ids && body.audience === 'chosen' && !body.seller_ids?.length) errors.seller_ids = 'request.sellers_required';
  if (!errors.delivery_date && d.delivery_date && (d.delivery_date <= today || d.delivery_date > addDays(today, MAX_DAYS_AHEAD))) {
    errors.delivery_date = d.delivery_date <= today ? 'request.date_past' : 'request.date_invalid';
  }
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body, parsed: result.data };
}

export function firstInvalid(errors: RequestErrors): RequestField | null {
  return REQUEST_FIELDS.find((f) => errors[f]) ?? null;
}

/** Where a field's message sits in the form's values: the time window's on window_start (both are chosen together). */
export const errorPath = (field: RequestField) => (field === 'window' ? 'window_start' : field);

/** The form's schema (for useContractForm): the draft checked by checkRequest, each message on its field; the
 * output is what is sent and the row the screens show. */
export const requestForm = z.custom<RequestDraft>().transform((draft, ctx) => {
  const checked = checkRequest(draft, todayInCanada());
  if (checked.ok) return { body: checked.body, parsed: checked.parsed };
  for (const field of REQUEST_FIELDS) {
    const message = checked.errors[field];
    if (message) ctx.addIssue({ code: 'custom', path: [errorPath(field)], message });
  }
  return z.NEVER;
});

/** The request as this device shows it until the server's row replaces it ('Waiting to be sent'). */
export function localRequestRow(args: { parsed: ParsedRequest; user: User; product: Product | null; address: Address | null; now?: Date }): LocalQuoteRequest {
  const { parsed: r, user, product, address } = args;
  const now = (args.now ?? new Date()).toISOString();
  const delivery = r.fulfilment === 'delivery' && address;
  return {
    id: r.id,
    buyer_id: user.id,
    buyer_name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    buyer_business: null,
    title: r.title,
    title_fr: product && product.name === r.title ? product.name_fr : null,
    product_id: r.product_id ?? null,
    category_id: r.category_id,
    image: product?.images[0]?.card ?? null,
    variety: r.variety,
    grade: r.grade ?? null,
    quantity: r.quantity,
    unit: r.unit,
    packaging: r.packaging,
    organic_required: r.organic_required,
    fulfilment: r.fulfilment,
    address: delivery
      ? orderAddressOf(address)
      : null,
    city: delivery ? address.city : null,
    province: (delivery ? address.province : r.province) ?? '',
    delivery_date: r.delivery_date,
    window_start: r.window_start,
    window_end: r.window_end,
    target_price_minor: r.target_price_minor ?? null,
    currency: r.currency,
    payment_method: r.payment_method,
    note: r.note,
    audience: r.audience,
    status: 'pending',
    closed_reason: null,
    recipients: r.audience === 'chosen' ? r.seller_ids.length : 0,
    responses: 0,
    supplier: null,
    accepted_quote_id: null,
    order_id: null,
    unread: false,
    created_at: now,
    updated_at: now,
    version: 0,
  };
}
