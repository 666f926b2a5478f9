// The produce request being written, kept on the device (local_meta, offline/meta.ts `requestDraft`) so the time
// picker, a reload or a night offline do not lose it. Zod-free: the form and the time picker both read it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Currency, FulfilmentMethod, Grade, PaymentMethod, RequestAudience, Unit } from '@contract/enums.ts';
import { db } from '@/offline/db.ts';
import { deleteMeta, META, readMeta, writeMeta } from '@/offline/meta.ts';

export interface RequestDraft {
  /** The request's id, made once: a request sent offline keeps it. */
  id: string;
  product_id: string | null;
  category_id: string;
  /** What is wanted: the product's name, or the buyer's own words. */
  title: string;
  variety: string;
  /** '' = any grade. */
  grade: '' | Grade;
  /** As typed. */
  quantity: string;
  unit: Unit;
  packaging: string;
  organic_required: boolean;
  fulfilment: FulfilmentMethod;
  address_id: string;
  /** Pickup province. */
  province: string;
  /** 'YYYY-MM-DD' or '' while not chosen. */
  delivery_date: string;
  window_start: string;
  window_end: string;
  /** Target price per unit, as typed (dollars); '' = none. */
  target_price: string;
  currency: Currency;
  payment_method: PaymentMethod;
  note: string;
  audience: RequestAudience;
  seller_ids: string[];
}

export const draftKey = (userId: string): string => META.requestDraft(userId).key;

/** Morning, midday and afternoon: the time picker's presets; a new request starts with the morning. */
export const WINDOW_PRESETS = [
  { id: 'morning', start: '06:00', end: '10:00' },
  { id: 'midday', start: '10:00', end: '14:00' },
  { id: 'afternoon', start: '14:00', end: '18:00' },
] as const;

/** How far ahead a delivery date may be chosen. */
export const MAX_DAYS_AHEAD = 120;

export function newDraft(): RequestDraft {
  return {
    id: crypto.randomUUID(),
    product_id: null,
    category_id: '',
    title: '',
    variety: '',
    grade: '',
    quantity: '',
    unit: 'kg',
    packaging: '',
    organic_required: false,
    fulfilment: 'delivery',
    address_id: '',
    province: '',
    delivery_date: '',
    window_start: WINDOW_PRESETS[0].start,
    window_end: WINDOW_PRESETS[0].end,
    target_price: '',
    currency: 'CAD',
    payment_method: 'invoice_net30',
    note: '',
    audience: 'matching',
    seller_ids: [],
  };
}

export async function loadDraft(userId: string): Promise<RequestDraft | null> {
  const value = (await readMeta(db, META.requestDraft(userId))) as Partial<RequestDraft> | undefined;
  if (!value || typeof value !== 'object' || typeof value.id !== 'string') return null;
  // A draft written by an older version of the form gains the fields it lacks.
  return { ...newDraft(), ...value };
}

export async function saveDraft(userId: string, draft: RequestDraft): Promise<void> {
  await writeMeta<unknown>(db, META.requestDraft(userId), draft);
}

export async function clearDraft(userId: string): Promise<void> {
  await deleteMeta(db, META.requestDraft(userId));
}

/** The stored draft, null when there is none; undefined while loading. */
export function useStoredDraft(userId: string | undefined): RequestDraft | null | undefined {
  return useLiveQuery(async () => (userId ? loadDraft(userId) : null), [userId]);
}
