// Demo standing orders, set up through the service as a buyer would (prices checked, the farm told):
//  - Bistro Bruno: every week from Maple Ridge Farm, delivered to the kitchen, invoiced net 30: carrots, garlic
//    and cucumbers, with the delivery after next skipped (a closing day).
//  - Bianca: every 2 weeks (basil, cheese curds, pears) from Maple Ridge Farm, picked up at the St. Lawrence Market stall, paid at pickup.
// Their first deliveries start a few days out; the scheduler places each one 2 days before its day.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Grade } from '../../../contract/enums.ts';
import { discountedMinor } from '../../../contract/money.ts';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import type { Db } from '../client.ts';
import { createStandingOrder, skipOccurrence } from '../../modules/standing-orders/service.ts';
import { addresses, users } from '../schema/accounts.ts';
import { branches, productGrades, products, sellers } from '../schema/catalogue.ts';

/** The first farm delivery day at least `from` days out. */
function firstDeliveryDay(today: string, from: number, days: number[]): string {
  for (let i = from; i < from + 7; i++) if (days.includes(isoWeekday(addDays(today, i)))) return addDays(today, i);
  return addDays(today, from);
}

async function gradeLines(db: Db, sellerId: string, names: string[], quantity: number) {
  const rows = await db
    .select({ id: products.id, name: products.name, grade: productGrades.grade, price: productGrades.priceMinor, discount: products.discountPercent })
    .from(products)
    .innerJoin(productGrades, eq(productGrades.productId, products.id))
    .where(and(eq(products.sellerId, sellerId), inArray(products.status, ['Published', 'In Stock']), eq(products.currency, 'CAD'), gt(productGrades.stock, quantity * 6)))
    .orderBy(asc(products.name), asc(productGrades.grade));
  const lines: Array<{ product_id: string; grade: Grade; quantity: number; unit_price_minor: number }> = [];
  for (const name of names) {
    const row = rows.find((r) => r.name.toLowerCase().includes(name) && !lines.some((l) => l.product_id === r.id));
    if (row) lines.push({ product_id: row.id, grade: row.grade as Grade, quantity, unit_price_minor: discountedMinor(row.price, row.discount) });
  }
  return lines;
}

export async function seedStandingOrders(db: Db, now: Date): Promise<number> {
  const today = todayInCanada(now);
  const person = async (email: string) => (await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)))[0];
  const bruno = await person('bulkbuyer@demo.freshmarket.ca');
  const bianca = await person('buyer@demo.freshmarket.ca');
  const sam = await person('seller@demo.freshmarket.ca');
  if (!bruno || !bianca || !sam) return 0;
  const [farm] = await db.select({ id: sellers.id, deliveryDays: sellers.deliveryDays }).from(sellers).where(eq(sellers.userId, sam.id));
  if (!farm) return 0;
  const addressOf = async (userId: string) => (await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)))[0]?.id;
  const [stall] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.sellerId, farm.id), eq(branches.status, 'approved'), sql`${branches.name} like 'St. Lawrence%'`));
  let made = 0;

  const brunoLines = await gradeLines(db, farm.id, ['carrot', 'garlic', 'cucumber'], 5);
  const brunoAddress = await addressOf(bruno.id);
  if (brunoLines.length > 0 && brunoAddress) {
    const start = firstDeliveryDay(today, 4, farm.deliveryDays);
    const { data } = await createStandingOrder(
      db,
      bruno,
      {
        id: randomUUID(),
        seller_id: farm.id,
        cadence: 'weekly',
        weekdays: [],
        start_date: start,
        end_date: null,
        fulfilment: 'delivery',
        address_id: brunoAddress,
        branch_id: null,
        payment_method: 'invoice_net30',
        note: 'Kitchen door in the lane, before 10 a.m.',
        lines: brunoLines,
      },
      now,
    );
    await skipOccurrence(db, bruno, data.id, { date: addDays(start, 7), skip: true }, now);
    made++;
  }

  const biancaLines = await gradeLines(db, farm.id, ['basil', 'cheese', 'pear'], 2);
  if (biancaLines.length > 0 && stall) {
    await createStandingOrder(
      db,
      bianca,
      {
        id: randomUUID(),
        seller_id: farm.id,
        cadence: 'every_2_weeks',
        weekdays: [],
        start_date: firstDeliveryDay(today, 5, farm.deliveryDays),
        end_date: null,
        fulfilment: 'pickup',
        address_id: null,
        branch_id: stall.id,
        payment_method: 'pay_on_pickup',
        note: null,
        lines: biancaLines,
      },
      now,
    );
    made++;
  }
  return made;
}
