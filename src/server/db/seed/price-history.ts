// The demo's price history (issue 14, Pricewise): a year of plausible prices for every demo product grade, ending at
// the price it is listed at now. Farms reprice every 3 to 7 weeks, following a seasonal swing of their produce (a few
// percent to 15%, peaking at a different time of year for each product) with a little noise; about a third of the
// products ran one discount of 10-20% for one to two weeks. Deterministic: each product's draw is seeded by its name
// and farm, so the same catalogue gets the same history. Written after the catalogue is in: the triggers' rows of
// the seed day (migration 0026) are replaced by the whole year (nothing has been synced yet, so no tombstones kept).
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sqlRows } from '../client.ts';
import { priceHistory } from '../schema/price-history.ts';
import { utcDay } from '../../../contract/price-history-rules.ts';

const DAY_MS = 86_400_000;
export const PRICE_HISTORY_DAYS = 365;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A price as farms write them: ending in 9 above a dollar, else to the cent. */
function farmPrice(minor: number): number {
  if (minor < 100) return Math.max(1, Math.round(minor));
  return Math.max(9, Math.round(minor / 10) * 10 - 1);
}

interface GradeNow {
  product_id: string;
  seller_id: string;
  name: string;
  grade: string;
  price_minor: number;
  discount_percent: number;
  currency: string;
  unit: string;
  weight: string | null;
}

export interface SeedPriceRow {
  productId: string;
  grade: string;
  priceMinor: number;
  discountPercent: number;
  currency: string;
  unit: string;
  weight: number | null;
  recordedOn: string;
  recordedAt: Date;
}

/** The year of one product's grades (pure, for the test): rows oldest first per grade, the last one as listed now. */
export function planProductHistory(grades: GradeNow[], now: Date): SeedPriceRow[] {
  const first = grades[0]!;
  const r = rng(hash(`${first.name}|${first.seller_id}`));
  const amplitude = 0.04 + r() * 0.11;
  const phase = r() * 365;
  const swing = (daysAgo: number) => 1 + amplitude * Math.sin((2 * Math.PI * (phase - daysAgo)) / 365);
  // Change days, counted back from today: the current price has held for 0-20 days.
  const changes: number[] = [];
  for (let d = Math.floor(r() * 21); d < PRICE_HISTORY_DAYS; d += 21 + Math.floor(r() * 29)) changes.push(d);
  if (changes[changes.length - 1] !== PRICE_HISTORY_DAYS - 1) changes.push(PRICE_HISTORY_DAYS - 1);
  // One past discount for about a third of the products (not overlapping the current price's days).
  const discount = r() < 0.35 ? { pct: [10, 15, 20][Math.floor(r() * 3)]!, from: 40 + Math.floor(r() * 280), length: 7 + Math.floor(r() * 8) } : null;
  const days = new Set(changes);
  if (discount) {
    days.add(discount.from);
    days.add(discount.from - discount.length);
  }
  const ordered = [...days].filter((d) => d >= 0 && d < PRICE_HISTORY_DAYS).sort((a, b) => b - a); // oldest first
  const currentFrom = changes[0]!;
  const out: SeedPriceRow[] = [];
  for (const g of grades) {
    const gr = rng(hash(`${g.name}|${g.seller_id}|${g.grade}`));
    // The price in force at each change day: the swing relative to today's, with a little noise, as farms write it.
    const priceAt = new Map<number, number>();
    for (const d of changes) priceAt.set(d, d === currentFrom ? g.price_minor : farmPrice((g.price_minor * swing(d)) / swing(0) * (0.98 + gr() * 0.04)));
    let last: { price: number; discount: number } | null = null;
    for (const d of ordered) {
      const change = changes.find((c) => c >= d)!; // the latest change on or before day d (days ago counts back)
      const price = d <= currentFrom ? g.price_minor : priceAt.get(change)!;
      const inDiscount = discount !== null && d <= discount.from && d > discount.from - discount.length;
      const pct = d <= currentFrom ? g.discount_percent : inDiscount ? discount.pct : 0;
      if (last && last.price === price && last.discount === pct) continue;
      last = { price, discount: pct };
      const at = new Date(now.getTime() - d * DAY_MS);
      out.push({
        productId: g.product_id,
        grade: g.grade,
        priceMinor: price,
        discountPercent: pct,
        currency: g.currency,
        unit: g.unit,
        weight: g.weight === null ? null : Number(g.weight),
        recordedOn: utcDay(at),
        recordedAt: at,
      });
    }
  }
  return out;
}

export async function seedPriceHistory(db: Db, now: Date): Promise<number> {
  const grades = await sqlRows<GradeNow>(
    db,
    sql`select g.product_id::text as product_id, p.seller_id::text as seller_id, p.name, g.grade, g.price_minor::int as price_minor,
          p.discount_percent, p.currency, p.unit, p.weight::text as weight
        from product_grades g join products p on p.id = g.product_id
        order by p.name, p.seller_id, g.grade`,
  );
  const byProduct = new Map<string, GradeNow[]>();
  for (const g of grades) {
    const list = byProduct.get(g.product_id);
    if (list) list.push(g);
    else byProduct.set(g.product_id, [g]);
  }
  const rows: SeedPriceRow[] = [];
  for (const list of byProduct.values()) rows.push(...planProductHistory(list, now));
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from price_history`);
    await tx.execute(sql`delete from tombstones where table_name = 'price_history'`);
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(priceHistory).values(rows.slice(i, i + 1000));
  });
  return rows.length;
}
