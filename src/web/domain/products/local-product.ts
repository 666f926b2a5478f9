// A seller's product write as the API takes it, and the row the device shows for it until the server answers.
import type { GradeOffer, Product } from '@contract/catalogue.ts';
import type { Currency, Grade, ProductStatus, Unit } from '@contract/enums.ts';
import { discountedMinor } from '@contract/money.ts';

/** The write body (before the contract's schema normalises it). */
export interface ProductBody {
  id?: string;
  name: string;
  name_fr: string | null;
  category_id: string;
  branch_id: string;
  description: string | null;
  tags: string[];
  unit: Unit;
  weight: number | null;
  organic: boolean;
  status: ProductStatus;
  currency: Currency;
  discount_percent: number;
  min_order_qty: number;
  low_stock_threshold: number | null;
  harvest_date: string | null;
  available_from: string | null;
  available_until: string | null;
  grades: Array<{ grade: Grade; price_minor: number; stock?: number }>;
  images?: string[];
}

/** The row the device shows at once: the server's answer replaces it once the change is confirmed. */
export function localProduct(
  body: ProductBody,
  base: Product | null,
  ctx: { id: string; sellerId: string; branchName: string | null; province: string | null; visible: boolean; images: Product['images']; now: string },
): Product {
  const grades: GradeOffer[] = body.grades.map((g) => ({
    grade: g.grade,
    price_minor: g.price_minor,
    // An edit never changes stock; a new grade starts at 0.
    stock: base ? (base.grades.find((b) => b.grade === g.grade)?.stock ?? 0) : (g.stock ?? 0),
  }));
  return {
    ...(base ?? { rating_avg: null, rating_count: 0, created_at: ctx.now, version: 0, revision: 0 }),
    id: ctx.id,
    seller_id: ctx.sellerId,
    branch_id: body.branch_id,
    branch_name: ctx.branchName,
    category_id: body.category_id,
    name: body.name.trim(),
    name_fr: body.name_fr,
    description: body.description,
    tags: body.tags,
    unit: body.unit,
    weight: body.weight,
    organic: body.organic,
    status: body.status,
    currency: body.currency,
    discount_percent: body.discount_percent,
    min_order_qty: body.min_order_qty,
    harvest_date: body.harvest_date,
    available_from: body.available_from,
    available_until: body.available_until,
    grades,
    images: ctx.images,
    province: ctx.province,
    price_from_minor: grades.length ? Math.min(...grades.map((g) => discountedMinor(g.price_minor, body.discount_percent))) : 0,
    total_stock: grades.reduce((n, g) => n + g.stock, 0),
    visible: ctx.visible,
    low_stock_threshold: body.low_stock_threshold,
    // The next edit starts from the revision the server will have once this one lands.
    revision: (base?.revision ?? 0) + 1,
    updated_at: ctx.now,
  };
}
