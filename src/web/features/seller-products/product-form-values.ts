// The product form's values (prices in major units, numbers as typed) and their translation to the API's body
// (productCreateSchema / productUpdateSchema: prices in minor units). The form is validated by the contract's
// schema through `productFormSchema`, and the schema's paths are mapped back to the form's fields.
import { z } from 'zod';
import { productCreateSchema, productUpdateSchema, type Product } from '@contract/catalogue.ts';
import { GRADES, type Currency, type Grade, type ProductStatus, type Unit } from '@contract/enums.ts';
import type { ProductBody } from '@/domain/products/local-product.ts';

export interface TierValues {
  enabled: boolean;
  /** Major units as typed ('4.50'). */
  price: string;
  /** Opening stock (create only). */
  stock: string;
}

export interface ProductFormValues {
  name: string;
  name_fr: string;
  category_id: string;
  branch_id: string;
  description: string;
  /** Comma-separated. */
  tags: string;
  unit: Unit;
  weight: string;
  organic: boolean;
  status: ProductStatus;
  currency: Currency;
  discount_percent: string;
  min_order_qty: string;
  low_stock_threshold: string;
  harvest_date: string;
  available_from: string;
  available_until: string;
  tiers: Record<Grade, TierValues>;
}

export type FormMode = 'create' | 'edit';

const majorText = (minor: number) => (minor / 100).toFixed(2);

export function formValuesOf(product: Product | null, defaults: { branch_id?: string; currency?: Currency } = {}): ProductFormValues {
  const tier = (grade: Grade): TierValues => {
    const offer = product?.grades.find((g) => g.grade === grade);
    if (product) return { enabled: !!offer, price: offer ? majorText(offer.price_minor) : '', stock: offer ? String(offer.stock) : '' };
    return { enabled: grade === 'top', price: '', stock: '' };
  };
  return {
    name: product?.name ?? '',
    name_fr: product?.name_fr ?? '',
    category_id: product?.category_id ?? '',
    branch_id: product?.branch_id ?? defaults.branch_id ?? '',
    description: product?.description ?? '',
    tags: product?.tags.join(', ') ?? '',
    unit: product?.unit ?? 'kg',
    weight: product?.weight != null ? String(product.weight) : '',
    organic: product?.organic ?? false,
    status: product?.status ?? 'Published',
    currency: product?.currency ?? defaults.currency ?? 'CAD',
    discount_percent: product ? String(product.discount_percent) : '',
    min_order_qty: product ? String(product.min_order_qty) : '1',
    low_stock_threshold: product?.low_stock_threshold != null ? String(product.low_stock_threshold) : '',
    harvest_date: product?.harvest_date ?? '',
    available_from: product?.available_from ?? '',
    available_until: product?.available_until ?? '',
    tiers: { top: tier('top'), mid: tier('mid'), lower: tier('lower') },
  };
}

/** '4.5' -> 450; more than two decimals or not a number -> NaN (the schema says why). */
export function priceMinorOf(text: string): number | undefined {
  const v = text.trim().replace(',', '.');
  if (v === '') return undefined;
  return /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN;
}

/** Whole numbers as typed; blank -> `blank`. */
function intOf(text: string, blank: number | null | undefined): number | null | undefined {
  const v = text.trim();
  if (v === '') return blank;
  return /^-?\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
}

function decimalOf(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (v === '') return null;
  return /^-?\d{1,9}(\.\d{1,3})?$/.test(v) ? Number(v) : Number.NaN;
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

export function toBody(values: ProductFormValues, mode: FormMode): ProductBody {
  return {
    name: values.name,
    name_fr: text(values.name_fr),
    category_id: values.category_id,
    branch_id: values.branch_id,
    description: text(values.description),
    tags: values.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    unit: values.unit,
    weight: decimalOf(values.weight),
    organic: values.organic,
    status: values.status,
    currency: values.currency,
    discount_percent: intOf(values.discount_percent, 0) as number,
    min_order_qty: intOf(values.min_order_qty, 1) as number,
    low_stock_threshold: intOf(values.low_stock_threshold, null) ?? null,
    harvest_date: text(values.harvest_date),
    available_from: text(values.available_from),
    available_until: text(values.available_until),
    grades: GRADES.filter((g) => values.tiers[g].enabled).map((grade) => ({
      grade,
      price_minor: priceMinorOf(values.tiers[grade].price) as number,
      ...(mode === 'create' && { stock: intOf(values.tiers[grade].stock, 0) as number }),
    })),
  };
}

/**
 * A body path (schema or server `messages` key, e.g. 'grades.1.price_minor') as the form field it belongs to
 * ('tiers.mid.price'). `body` tells which tier the n-th grade is.
 */
export function formPathOf(path: string, body: Pick<ProductBody, 'grades'>): string {
  const parts = path.split('.');
  if (parts[0] === 'grades') {
    const grade = parts[1] !== undefined ? body.grades[Number(parts[1])]?.grade : undefined;
    if (!grade) return 'tiers';
    return `tiers.${grade}.${parts[2] === 'stock' ? 'stock' : 'price'}`;
  }
  if (parts[0] === 'tags') return 'tags';
  if (parts[0] === 'images' || parts[0] === 'photos') return 'photos';
  return parts[0] ?? 'root';
}

/** The form's schema (for useContractForm): the contract's schema run on the body the form would send, each
 * message put back on the field it came from ('tiers' itself, no grade chosen, under tiers.root as
 * react-hook-form keeps an array's own message). */
export function productFormSchema(mode: FormMode) {
  const schema = mode === 'create' ? productCreateSchema : productUpdateSchema;
  return z.custom<ProductFormValues>().superRefine((values, ctx) => {
    const body = toBody(values, mode);
    const parsed = schema.safeParse(body);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = formPathOf(issue.path.map(String).join('.'), body);
      ctx.addIssue({ code: 'custom', path: (field === 'tiers' ? 'tiers.root' : field).split('.'), message: issue.message });
    }
  });
}
