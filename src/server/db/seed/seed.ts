// Loads the demo data set into an empty database: accounts of every role, farms and branches, categories,
// 300 products with three grades each, and their pictures. Deterministic: the same run gives the same catalogue.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CURRENCIES, GRADES, PRODUCT_STATUSES } from '../../../contract/enums.ts';
import { hashPassword } from '../../passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../schema/catalogue.ts';
import { CATEGORIES, DEMO_ACCOUNTS, DEMO_FARMS, DEMO_PASSWORD, PRODUCE, VARIANTS, type ProduceKind } from './data.ts';
import { demoImagePaths, drawDemoImagesInChild } from './images.ts';

export const DEMO_PRODUCT_COUNT = 300;

/** mulberry32: a small seeded generator, so every install gets the same demo catalogue. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Status = (typeof PRODUCT_STATUSES)[number];
type Currency = (typeof CURRENCIES)[number];
type Grade = (typeof GRADES)[number];

function weighted<T>(r: ReturnType<typeof rng>, table: Array<[T, number]>): T {
  let x = r.next() * table.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of table) if ((x -= w) < 0) return value;
  return table[table.length - 1]![0];
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface SeedResult {
  seeded: boolean;
  ms: number;
  accounts: Array<{ email: string; role: string; password: string }>;
  products: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.n ?? 0) === 0;
}

export async function seedDemoData(db: Db, opts: { uploadsDir: string; now?: Date }): Promise<SeedResult> {
  const started = performance.now();
  if (!(await isDatabaseEmpty(db))) return { seeded: false, ms: 0, accounts: [], products: 0 };
  const now = opts.now ?? new Date();
  const r = rng(20260521);

  // Pictures are drawn by another process while the rows go in; one hash serves the shared demo password.
  const pictures = drawDemoImagesInChild(opts.uploadsDir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const rowsWritten = db.transaction(async (tx) => {
    const userRows = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ email: a.email, phoneNumber: a.phone, passwordHash, role: a.role, firstName: a.firstName, lastName: a.lastName })))
      .returning({ id: users.id, email: users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));

    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ slug: c.slug, nameEn: c.nameEn, nameFr: c.nameFr, position: i })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    const farms: Array<{ sellerId: string; branchIds: string[]; farmName: string }> = [];
    for (const farm of DEMO_FARMS) {
      const [seller] = await tx
        .insert(sellers)
        .values({
          userId: userId.get(farm.email)!,
          farmName: farm.farmName,
          description: farm.description,
          province: farm.province,
          phone: DEMO_ACCOUNTS.find((a) => a.email === farm.email)?.phone ?? null,
          certifications: farm.certifications,
        })
        .returning({ id: sellers.id });
      const branchRows = await tx
        .insert(branches)
        .values(farm.branches.map((b) => ({ sellerId: seller!.id, name: b.name, city: b.city, address: b.address, province: b.province ?? farm.province, status: 'approved' })))
        .returning({ id: branches.id });
      farms.push({ sellerId: seller!.id, branchIds: branchRows.map((b) => b.id), farmName: farm.farmName });
    }

    const productRows: Array<typeof products.$inferInsert> = [];
    const gradeRows: Array<typeof productGrades.$inferInsert> = [];
    const imageRows: Array<typeof productImages.$inferInsert> = [];
    for (let i = 0; i < DEMO_PRODUCT_COUNT; i++) {
      const kind: ProduceKind = PRODUCE[i % PRODUCE.length]!;
      const variant = VARIANTS[Math.floor(i / PRODUCE.length) % VARIANTS.length]!;
      const farm = r.pick(farms);
      const status = weighted<Status>(r, [['Published', 70], ['In Stock', 10], ['Seasonal', 8], ['Out of Stock', 6], ['Draft', 6]]);
      const currency = weighted<Currency>(r, [['CAD', 82], ['USD', 11], ['INR', 7]]);
      const rate = currency === 'CAD' ? 1 : currency === 'USD' ? 0.73 : 61;
      const top = Math.max(1, Math.round(kind.price * rate * (0.85 + r.next() * 0.4)));
      const id = randomUUID();
      const harvest = addDays(now, -r.int(0, 40));
      productRows.push({
        id,
        sellerId: farm.sellerId,
        branchId: r.pick(farm.branchIds),
        categoryId: categoryId.get(kind.category)!,
        name: variant.en ? `${kind.name} – ${variant.en}` : kind.name,
        nameFr: variant.fr ? `${kind.nameFr} – ${variant.fr}` : kind.nameFr,
        description: `${kind.name} from ${farm.farmName}, graded by hand and packed to order.`,
        tags: [...kind.tags, ...(variant.tag ? [variant.tag] : [])],
        unit: kind.unit,
        weight: kind.unit === 'piece' || kind.unit === 'pack' ? Math.round((0.25 + r.next() * 1.5) * 1000) / 1000 : null,
        organic: r.chance(0.35),
        status,
        currency,
        discountPercent: r.chance(0.25) ? r.pick([5, 10, 15, 20, 25, 30]) : 0,
        minOrderQty: variant.tag === 'bulk' || variant.tag === 'food service' ? r.pick([5, 10, 20]) : 1,
        harvestDate: isoDate(harvest),
        availableFrom: isoDate(harvest),
        availableUntil: isoDate(addDays(harvest, r.int(14, 120))),
        createdAt: addDays(now, -r.int(0, 90)),
      });
      const grades: Array<[Grade, number]> = [['top', 1], ['mid', 0.82], ['lower', 0.64]];
      for (const [grade, factor] of grades) {
        gradeRows.push({ productId: id, grade, priceMinor: Math.max(1, Math.round(top * factor)), stock: status === 'Out of Stock' ? 0 : r.int(0, 400) });
      }
      const paths = demoImagePaths(kind.slug);
      imageRows.push({ productId: id, position: 0, thumbPath: paths.thumb, cardPath: paths.card, fullPath: paths.full });
    }
    await insertInBatches(productRows, 150, (b) => tx.insert(products).values(b));
    await insertInBatches(gradeRows, 450, (b) => tx.insert(productGrades).values(b));
    await insertInBatches(imageRows, 300, (b) => tx.insert(productImages).values(b));
  });
  await Promise.all([rowsWritten, pictures]);

  return {
    seeded: true,
    ms: Math.round(performance.now() - started),
    accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role, password: DEMO_PASSWORD })),
    products: DEMO_PRODUCT_COUNT,
  };
}

/** The demo accounts as a plain table for the start-up log. */
export function accountsTable(accounts: SeedResult['accounts']): string {
  const w = Math.max(...accounts.map((a) => a.email.length), 5);
  const line = `+-${'-'.repeat(w)}-+-----------+--------------+`;
  const rows = accounts.map((a) => `| ${a.email.padEnd(w)} | ${a.role.padEnd(9)} | ${a.password.padEnd(12)} |`);
  return ['Demo accounts (change or remove them before going live):', line, `| ${'email'.padEnd(w)} | role      | password     |`, line, ...rows, line].join('\n');
}
