// Loads the demo data set into an empty database: accounts of every role, farms and branches (one pending with
// products, one rejected with its reason), categories, 300 products covering every category, status, unit, currency
// and grade combination, their pictures, inventory histories and customer reviews. Deterministic: the same run
// gives the same catalogue (relative to the day it runs).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CURRENCIES, GRADES, PRODUCT_STATUSES } from '../../../contract/enums.ts';
import { hashPassword } from '../../passwords.ts';
import type { Db } from '../client.ts';
import { addresses, users } from '../schema/accounts.ts';
import { notifications, orderEvents, orderLines, orderProblems, orders } from '../schema/orders.ts';
import { branches, categories, productGrades, productImages, productReviews, products, sellers, stockMovements } from '../schema/catalogue.ts';
import { CATEGORIES, DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_FARMS, DEMO_PASSWORD, DEMO_PLACEMENTS, PRODUCE, REVIEW_AUTHORS, REVIEW_COMMENTS, VARIANTS, type ProduceKind } from './data.ts';
import { demoImagePaths, drawDemoImagesInChild } from './images.ts';
import { seedPricewiseOffers } from './pricewise.ts';
import { planDemoOrders, type SeedAddress, type SeedFarm } from './orders.ts';
import { insertDemoQuotes, planDemoQuotes } from './quotes.ts';
import { seedStandingOrders } from './standing.ts';
import { seedHarvests } from './harvests.ts';
import { seedMoney, type MoneyPlan } from './money.ts';
import { seedExchangeRates } from './rates.ts';
import { seedBlog } from './blog.ts';
import { seedGallery } from './gallery.ts';
import { seedPriceHistory } from './price-history.ts';

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

type Rng = ReturnType<typeof rng>;

/** Every combination of grades the product form allows; most products offer all three. */
const GRADE_SETS: Array<[Grade[], number]> = [
  [['top', 'mid', 'lower'], 58],
  [['top'], 8],
  [['top', 'mid'], 8],
  [['mid', 'lower'], 6],
  [['top', 'lower'], 6],
  [['mid'], 7],
  [['lower'], 7],
];
const GRADE_FACTOR: Record<Grade, number> = { top: 1, mid: 0.82, lower: 0.64 };

type Movement = Omit<typeof stockMovements.$inferInsert, 'id' | 'productId' | 'sellerId' | 'branchId' | 'grade' | 'userId' | 'byName'>;

/**
 * A believable history that ends at `finalStock`: a harvest, perhaps a correction after weighing, then sales and
 * spoilage. Deltas after the first two only remove, so the stock never dips below zero on the way.
 */
function history(r: Rng, finalStock: number, now: Date): Movement[] {
  const startDay = r.int(20, 85);
  const out: Array<{ kind: Movement['kind']; delta: number }> = [];
  const correction = r.chance(0.25) ? r.pick([-6, -3, -2, 2, 4, 8]) : 0;
  const removals: Array<{ kind: 'sold' | 'spoiled'; delta: number }> = [];
  for (let n = r.int(1, 4); n > 0; n--) removals.push({ kind: 'sold', delta: -r.int(1, 40) });
  if (r.chance(0.4)) removals.splice(r.int(0, removals.length), 0, { kind: 'spoiled', delta: -r.int(1, 12) });
  const removed = removals.reduce((sum, m) => sum - m.delta, 0);
  let harvested = finalStock + removed - correction;
  if (harvested <= 0) harvested = Math.max(1, finalStock + removed + 6); // no room for a negative correction
  out.push({ kind: 'harvested', delta: harvested });
  const fix = finalStock + removed - harvested;
  if (fix !== 0) out.push({ kind: 'corrected', delta: fix });
  out.push(...removals);
  let stock = 0;
  const step = Math.max(1, Math.floor(startDay / (out.length + 1)));
  return out.map((m, i) => {
    stock += m.delta;
    const at = new Date(now.getTime() - (startDay - i * step) * 86_400_000 + r.int(7, 18) * 3_600_000);
    return { kind: m.kind, delta: m.delta, stockAfter: stock, note: m.kind === 'spoiled' ? 'Bruised in transport' : m.kind === 'corrected' ? 'Recount after weighing' : null, createdAt: at };
  });
}

/** `pictures: false` skips drawing the demo pictures (tests that only need the rows). */
export async function seedDemoData(db: Db, opts: { uploadsDir: string; now?: Date; pictures?: boolean }): Promise<SeedResult> {
  const started = performance.now();
  if (!(await isDatabaseEmpty(db))) return { seeded: false, ms: 0, accounts: [], products: 0 };
  const now = opts.now ?? new Date();
  const r = rng(20260521);

  // Pictures are drawn by another process while the rows go in; one hash serves the shared demo password.
  const pictures = opts.pictures === false ? Promise.resolve() : drawDemoImagesInChild(opts.uploadsDir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const rowsWritten = db.transaction(async (tx): Promise<Array<{ orderId: string; plan: MoneyPlan }>> => {
    const userRows = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ email: a.email, phoneNumber: a.phone, passwordHash, role: a.role, firstName: a.firstName, lastName: a.lastName })))
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    const addressRows: SeedAddress[] = DEMO_ADDRESSES.map((a) => ({ ...a, id: randomUUID(), phone: DEMO_ACCOUNTS.find((x) => x.email === a.email)?.phone ?? null }));
    await tx.insert(addresses).values(
      DEMO_ADDRESSES.map((a, i) => ({
        id: addressRows[i]!.id,
        userId: userId.get(a.email)!,
        label: a.label,
        fullName: a.fullName,
        phoneNumber: addressRows[i]!.phone,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        province: a.province,
        postalCode: a.postalCode,
        deliveryInstructions: a.deliveryInstructions,
        isDefault: true,
        createdAt: addDays(now, -300),
      })),
    );
    const adminId = userId.get(DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.email)!;
    const shortName = (email: string) => {
      const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
      return `${a.firstName} ${a.lastName[0]}.`;
    };

    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ slug: c.slug, nameEn: c.nameEn, nameFr: c.nameFr, position: i })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    interface SeededFarm {
      sellerId: string;
      userId: string;
      byName: string;
      farmName: string;
      approved: string[];
      pending: string[];
      usdTags: string[];
      place: SeedFarm;
    }
    const farms: SeededFarm[] = [];
    for (const farm of DEMO_FARMS) {
      const [seller] = await tx
        .insert(sellers)
        .values({
          userId: userId.get(farm.email)!,
          farmName: farm.farmName,
          description: farm.description,
          province: farm.province,
          city: farm.city,
          address: farm.address,
          postalCode: farm.postalCode,
          phone: DEMO_ACCOUNTS.find((a) => a.email === farm.email)?.phone ?? null,
          certifications: farm.certifications,
          minOrderMinor: farm.terms.minOrderMinor,
          deliveryFeeMinor: farm.terms.deliveryFeeMinor,
          deliveryDays: farm.terms.deliveryDays,
          leadDays: farm.terms.leadDays,
          createdAt: addDays(now, -400),
        })
        .returning({ id: sellers.id });
      const branchRows = await tx
        .insert(branches)
        .values(
          farm.branches.map((b) => {
            const status = b.status ?? 'approved';
            const createdAt = addDays(now, status === 'pending' ? -2 : status === 'rejected' ? -12 : -380);
            return {
              sellerId: seller!.id,
              name: b.name,
              city: b.city,
              address: b.address,
              postalCode: b.postalCode,
              province: b.province ?? farm.province,
              status,
              rejectReason: b.rejectReason ?? null,
              reviewedAt: status === 'pending' ? null : addDays(createdAt, 2),
              reviewedBy: status === 'pending' ? null : adminId,
              createdAt,
            };
          }),
        )
        .returning({ id: branches.id, status: branches.status, name: branches.name, address: branches.address, city: branches.city, province: branches.province, phone: branches.phone });
      farms.push({
        sellerId: seller!.id,
        userId: userId.get(farm.email)!,
        byName: shortName(farm.email),
        farmName: farm.farmName,
        approved: branchRows.filter((b) => b.status === 'approved').map((b) => b.id),
        pending: branchRows.filter((b) => b.status === 'pending').map((b) => b.id),
        usdTags: farm.usdTags ?? [],
        place: { email: farm.email, sellerId: seller!.id, userId: userId.get(farm.email)!, farmName: farm.farmName, terms: farm.terms, branches: branchRows },
      });
    }

    const productRows: Array<typeof products.$inferInsert> = [];
    const gradeRows: Array<typeof productGrades.$inferInsert> = [];
    const imageRows: Array<typeof productImages.$inferInsert> = [];
    const movementRows: Array<typeof stockMovements.$inferInsert> = [];
    const reviewRows: Array<typeof productReviews.$inferInsert> = [];
    const reviewers = [
      ...DEMO_ACCOUNTS.filter((a) => a.role === 'Buyer' || a.role === 'BulkBuyer').map((a) => ({ userId: userId.get(a.email)!, author: shortName(a.email) })),
      ...REVIEW_AUTHORS.map((author) => ({ userId: null, author })),
    ];
    for (let i = 0; i < DEMO_PRODUCT_COUNT; i++) {
      const kind: ProduceKind = PRODUCE[i % PRODUCE.length]!;
      const variant = VARIANTS[Math.floor(i / PRODUCE.length) % VARIANTS.length]!;
      let farm = r.pick(farms);
      // A few products wait on a branch the admin has not approved yet: only their seller sees them.
      const onPending = farm.pending.length > 0 && r.chance(0.15);
      let branchId = onPending ? r.pick(farm.pending) : r.pick(farm.approved);
      const placed = DEMO_PLACEMENTS[variant.en ? `${kind.name} – ${variant.en}` : kind.name];
      if (placed && !onPending) {
        farm = farms.find((f) => f.place.email === placed.email)!;
        branchId = farm.place.branches.find((b) => b.name === placed.branch)!.id;
      }
      const status = weighted<Status>(r, [['Published', 66], ['In Stock', 11], ['Seasonal', 9], ['Out of Stock', 7], ['Draft', 7]]);
      // Canadian farms price in CAD; only a farm that sells across the border prices those products in USD (its
      // usdTags). No demo farm sells in rupees. The draw that once picked a currency at random is kept, so the rest
      // of the demo catalogue (statuses, prices, stock) stays as it was.
      r.next();
      const currency: Currency = variant.tag && farm.usdTags.includes(variant.tag) ? 'USD' : 'CAD';
      const rate = currency === 'CAD' ? 1 : 0.73;
      const top = Math.max(1, Math.round(kind.price * rate * (0.85 + r.next() * 0.4)));
      const grades = weighted(r, GRADE_SETS);
      const soldOut = status === 'Out of Stock' || r.chance(0.04);
      const id = randomUUID();
      const seasonal = status === 'Seasonal';
      // Seasonal: a coming harvest, sold ahead (pre-order); the others were harvested in the last weeks.
      const harvest = seasonal ? null : addDays(now, -r.int(0, 40));
      const from = seasonal ? addDays(now, r.int(10, 75)) : harvest!;
      const frenchName = !r.chance(0.06);
      productRows.push({
        id,
        sellerId: farm.sellerId,
        branchId,
        categoryId: categoryId.get(kind.category)!,
        name: variant.en ? `${kind.name} – ${variant.en}` : kind.name,
        nameFr: frenchName ? (variant.fr ? `${kind.nameFr} – ${variant.fr}` : kind.nameFr) : null,
        description: r.chance(0.05) ? null : `${kind.name} from ${farm.farmName}, graded by hand and packed to order.`,
        tags: [...kind.tags, ...(variant.tag ? [variant.tag] : [])],
        unit: kind.unit,
        weight: kind.unit === 'piece' || kind.unit === 'pack' || kind.unit === 'box' ? Math.round((0.25 + r.next() * 1.5) * 1000) / 1000 : null,
        organic: r.chance(0.35),
        status,
        currency,
        discountPercent: r.chance(0.25) ? r.pick([5, 10, 15, 20, 25, 30]) : 0,
        minOrderQty: variant.tag === 'bulk' || variant.tag === 'food service' ? r.pick([5, 10, 20]) : 1,
        lowStockThreshold: r.chance(0.4) ? r.pick([5, 10, 20, 25, 50]) : null,
        harvestDate: harvest ? isoDate(harvest) : null,
        availableFrom: isoDate(from),
        availableUntil: isoDate(addDays(from, r.int(14, 120))),
        createdAt: addDays(now, -r.int(0, 90)),
      });
      const stockOf = new Map<Grade, number>();
      for (const grade of grades) {
        const stock = soldOut ? 0 : r.chance(0.12) ? 0 : r.int(5, 400);
        stockOf.set(grade, stock);
        gradeRows.push({ productId: id, grade, priceMinor: Math.max(1, Math.round(top * GRADE_FACTOR[grade])), stock });
      }
      const paths = demoImagePaths(kind.slug);
      imageRows.push({ productId: id, position: 0, thumbPath: paths.thumb, cardPath: paths.card, fullPath: paths.full });

      // Inventory history for about half the products (so 'best sellers' are real sales).
      if (status !== 'Draft' && r.chance(0.5)) {
        for (const [grade, stock] of stockOf) {
          for (const m of history(r, stock, now)) {
            movementRows.push({ id: randomUUID(), productId: id, sellerId: farm.sellerId, branchId, grade, userId: farm.userId, byName: farm.byName, ...m });
          }
        }
      }
      // Customer feedback on a good share of what buyers can see; the rest has none yet.
      if (status !== 'Draft' && !onPending && r.chance(0.55)) {
        const authors = [...reviewers].sort(() => r.next() - 0.5).slice(0, r.int(1, 5));
        for (const who of authors) {
          const rating = weighted<1 | 2 | 3 | 4 | 5>(r, [[5, 45], [4, 32], [3, 13], [2, 6], [1, 4]]);
          reviewRows.push({
            productId: id,
            userId: who.userId,
            author: who.author,
            rating,
            comment: r.chance(0.15) ? null : r.pick(REVIEW_COMMENTS[rating]),
            createdAt: addDays(now, -r.int(0, 60)),
          });
        }
      }
    }
    // Demo orders: their stock movements replace the history of each grade they took from, rebuilt so that it
    // still ends at the grade's stock (a separate generator keeps the catalogue above unchanged).
    const people = new Map(userRows.map((u) => [u.email, u]));
    const plan = planDemoOrders({
      now,
      person: (email) => people.get(email)!,
      farms: farms.map((f) => f.place),
      products: productRows as Array<typeof products.$inferInsert & { id: string }>,
      grades: gradeRows,
      addresses: addressRows,
    });
    const r2 = rng(20261121);
    const ordered = new Map<string, typeof plan.movements>();
    for (const m of plan.movements) {
      const key = `${m.productId}:${m.grade}`;
      ordered.set(key, [...(ordered.get(key) ?? []), m]);
    }
    for (const [key, orderMoves] of ordered) {
      const [productId, grade] = key.split(':') as [string, Grade];
      const product = productRows.find((p) => p.id === productId)!;
      const farm = farms.find((f) => f.sellerId === product.sellerId)!;
      const stock = gradeRows.find((g) => g.productId === productId && g.grade === grade)!.stock!;
      const taken = -orderMoves.reduce((n, m) => n + m.delta, 0);
      for (let i = movementRows.length - 1; i >= 0; i--) if (movementRows[i]!.productId === productId && movementRows[i]!.grade === grade) movementRows.splice(i, 1);
      const own = history(r2, stock + taken, now).map((m) => ({ id: randomUUID(), productId, sellerId: farm.sellerId, branchId: product.branchId, grade, userId: farm.userId, byName: farm.byName, ...m }));
      // The harvest (and its recount) came in before the first order took from it, months ago for the oldest.
      const firstOrder = Math.min(...orderMoves.map((m) => m.createdAt!.getTime()));
      for (const [i, m] of own.slice(0, 2).entries()) {
        if (m.kind !== 'harvested' && m.kind !== 'corrected') break;
        if (m.createdAt!.getTime() >= firstOrder) m.createdAt = new Date(firstOrder - (2 - i) * 86_400_000);
      }
      const merged = [...own, ...orderMoves].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
      let running = 0;
      for (const m of merged) {
        running += m.delta;
        movementRows.push({ ...m, stockAfter: running });
      }
    }
    // One rating per buyer and product: the rating given from an order replaces a drawn one.
    const rated = new Set(plan.reviews.map((r) => `${r.productId}:${r.userId}`));
    const reviewsToWrite = [...reviewRows.filter((r) => !rated.has(`${r.productId}:${r.userId}`)), ...plan.reviews];

    await insertInBatches(productRows, 150, (b) => tx.insert(products).values(b));
    await insertInBatches(gradeRows, 450, (b) => tx.insert(productGrades).values(b));
    await insertInBatches(imageRows, 300, (b) => tx.insert(productImages).values(b));
    await insertInBatches(movementRows, 500, (b) => tx.insert(stockMovements).values(b));
    await insertInBatches(reviewsToWrite, 500, (b) => tx.insert(productReviews).values(b));
    await tx.insert(orders).values(plan.orders);
    await tx.insert(orderLines).values(plan.lines);
    await tx.insert(orderEvents).values(plan.events);
    await tx.insert(orderProblems).values(plan.problems);
    await tx.insert(notifications).values(plan.notifications);
    // Bistro Bruno's business and its produce requests, quotes, the orders and agreements made from them.
    const bulk = planDemoQuotes({
      now,
      person: (email) => people.get(email)!,
      farms: farms.map((f) => f.place),
      products: productRows as Array<typeof products.$inferInsert & { id: string }>,
      addresses: addressRows,
      categoryId: (slug) => categoryId.get(slug)!,
      imageOf: (productId) => imageRows.find((i) => i.productId === productId)?.cardPath ?? null,
      lastInvoice: plan.lastInvoice,
    });
    await insertDemoQuotes(tx, bulk);
    for (const [sellerId, last] of plan.lastInvoice) await tx.update(sellers).set({ lastInvoiceNumber: last }).where(sql`${sellers.id} = ${sellerId}`);
    return plan.money;
  });
  const [money] = await Promise.all([rowsWritten, pictures]);
  // Two standing orders, set up through the service once the catalogue is in.
  await db.transaction((tx) => seedStandingOrders(tx, now));
  // Expected harvests and pre-orders in every state, through the services.
  await db.transaction((tx) => seedHarvests(tx, now));
  // What the demo buyers paid, and what they still owe (every order was charged by the database as it went in).
  await db.transaction((tx) => seedMoney(tx, now, money));
  // The operator's exchange rates: USD products are shown with their price in CAD beside them.
  await seedExchangeRates(db, now);
  // Carrots in several units (per lb, bags, boxes, bunches), so Pricewise's comparison has something to make fair.
  await seedPricewiseOffers(db, now);
  // The blog: posts in English and French with covers from the demo pictures, comments approved and one waiting.
  await db.transaction((tx) => seedBlog(tx, now));
  // The gallery: the demo's produce drawings, captioned in English and French as what they are; one hidden.
  await seedGallery(db, now);
  // A year of prices for every product grade, ending at today's: Pricewise's history chart and the sparklines.
  await seedPriceHistory(db, now);
  // Planner statistics for the new rows: PGlite has no autovacuum to gather them.
  await db.execute(sql`analyze`);

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
