// Demo expected harvests and pre-orders, made through the services as the farms and buyers would (windows, prices
// and places checked, the other party told):
//  - Maple Ridge Farm (ON): open, 20% deposit; Bistro Bruno and Bianca waiting.
//  - Ferme des Érables (QC): open, no deposit; Bruno waiting, Bianca withdrew hers.
//  - Fraser Valley Growers (BC): open, 10% deposit; Bianca picks up at the farm's branch.
//  - Annapolis Orchards (NS): open, 25% deposit, nothing pre-ordered yet.
//  - Prairie Sky Grains (AB): already harvested, short: Bruno's pre-order became an order, Bianca is offered part of hers.
//  - Red River Market Garden (MB): cancelled (a hailstorm); Bruno's pre-order was cancelled with it.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Grade } from '../../../contract/enums.ts';
import { addDays, todayInCanada } from '../../../contract/order-rules.ts';
import { recordHarvest } from '../../modules/harvests/harvest-record.ts';
import { createPreorder, cancelPreorder } from '../../modules/harvests/preorder-service.ts';
import { cancelHarvest, createHarvest } from '../../modules/harvests/service.ts';
import type { Db } from '../client.ts';
import { addresses, users } from '../schema/accounts.ts';
import { branches, productGrades, products, sellers, stockMovements } from '../schema/catalogue.ts';

interface Plan {
  farm: string;
  /** Preferred product name words, in order; else the farm's first CAD product on sale. */
  names: string[];
  expected: number;
  /** Days from today to the window's first and last day. */
  window: [number, number];
  deposit: number;
  /** The farm's note, and in French (farms in Quebec write French first). */
  note: string;
  noteFr: string;
}

const PLANS: Plan[] = [
  { farm: 'seller@demo.freshmarket.ca', names: ['tomato', 'corn', 'carrot'], expected: 400, window: [21, 35], deposit: 20, note: 'Heirloom field, staked and pruned', noteFr: 'Champ de variétés anciennes, tuteurées et taillées' },
  { farm: 'seller2@demo.freshmarket.ca', names: ['apple', 'maple', 'squash'], expected: 250, window: [40, 60], deposit: 0, note: 'Autumn harvest, north orchard', noteFr: 'Récolte d’automne, verger nord' },
  { farm: 'seller3@demo.freshmarket.ca', names: ['blueberr', 'berr', 'cherr'], expected: 180, window: [28, 42], deposit: 10, note: 'U-pick rows open the week after', noteFr: 'L’autocueillette ouvre la semaine suivante' },
  { farm: 'seller4@demo.freshmarket.ca', names: ['apple', 'pear', 'plum'], expected: 300, window: [50, 80], deposit: 25, note: 'Honeycrisp block, second year of full crop', noteFr: 'Parcelle de Honeycrisp, deuxième année de pleine récolte' },
  { farm: 'seller5@demo.freshmarket.ca', names: ['lentil', 'oat', 'wheat', 'potato'], expected: 150, window: [0, 10], deposit: 0, note: 'Harvest under way', noteFr: 'Récolte en cours' },
  { farm: 'seller6@demo.freshmarket.ca', names: ['cucumber', 'bean', 'pepper'], expected: 90, window: [14, 21], deposit: 15, note: 'Greenhouse two', noteFr: 'Serre numéro deux' },
];

async function productFor(db: Db, sellerId: string, names: string[]) {
  const rows = await db
    .select({ id: products.id, name: products.name, grade: productGrades.grade, price: productGrades.priceMinor })
    .from(products)
    .innerJoin(productGrades, eq(productGrades.productId, products.id))
    // Buyers see it (an approved branch): only such a product's open harvest is public.
    .innerJoin(branches, and(eq(branches.id, products.branchId), eq(branches.status, 'approved')))
    .where(
      and(
        eq(products.sellerId, sellerId),
        inArray(products.status, ['Published', 'In Stock', 'Seasonal']),
        eq(products.currency, 'CAD'),
        // A grade with an inventory history: the harvest's movements continue it (the history still ends at the stock).
        sql`exists (select 1 from ${stockMovements} m where m.product_id = ${products.id} and m.grade = ${productGrades.grade})`,
      ),
    )
    .orderBy(asc(products.name), asc(productGrades.grade));
  for (const word of names) {
    const row = rows.find((r) => r.name.toLowerCase().includes(word) && r.grade === 'top') ?? rows.find((r) => r.name.toLowerCase().includes(word));
    if (row) return row;
  }
  return rows[0] ?? null;
}

export async function seedHarvests(db: Db, now: Date): Promise<number> {
  const today = todayInCanada(now);
  const person = async (email: string) => (await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)))[0];
  const bruno = await person('bulkbuyer@demo.freshmarket.ca');
  const bianca = await person('buyer@demo.freshmarket.ca');
  if (!bruno || !bianca) return 0;
  const addressOf = async (userId: string) => (await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)))[0]?.id ?? null;
  const brunoAddress = await addressOf(bruno.id);
  const biancaAddress = await addressOf(bianca.id);
  // Each step a second after the last: first come, first served reads plainly.
  let tick = 0;
  const at = () => new Date(now.getTime() - 3_600_000 + 1000 * tick++);

  const declared: Array<{ id: string; price: number; farmUser: string; sellerId: string } | null> = [];
  for (const plan of PLANS) {
    const owner = await person(plan.farm);
    const [farm] = owner ? await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, owner.id)) : [];
    const product = farm ? await productFor(db, farm.id, plan.names) : null;
    if (!owner || !farm || !product) {
      declared.push(null);
      continue;
    }
    // A little under the shelf price: the farm's reward for knowing its buyers ahead.
    const price = Math.max(1, Math.round(product.price * 0.85));
    const { data } = await createHarvest(
      db,
      owner.id,
      {
        id: randomUUID(),
        product_id: product.id,
        grade: product.grade as Grade,
        expected_quantity: plan.expected,
        window_from: addDays(today, plan.window[0]),
        window_until: addDays(today, plan.window[1]),
        price_minor: price,
        deposit_percent: plan.deposit,
        note: plan.note,
        note_fr: plan.noteFr,
      },
      at(),
    );
    declared.push({ id: data.id, price, farmUser: owner.id, sellerId: farm.id });
  }

  const pre = async (who: { id: string; role: string }, h: (typeof declared)[number], quantity: number, place: 'delivery' | 'pickup' = 'delivery') => {
    if (!h) return null;
    const address = who.id === bruno.id ? brunoAddress : biancaAddress;
    const [branch] = place === 'pickup' ? await db.select({ id: branches.id }).from(branches).where(and(eq(branches.sellerId, h.sellerId), eq(branches.status, 'approved'))).limit(1) : [];
    if ((place === 'delivery' && !address) || (place === 'pickup' && !branch)) return null;
    const { data } = await createPreorder(
      db,
      who,
      {
        id: randomUUID(),
        harvest_id: h.id,
        quantity,
        unit_price_minor: h.price,
        fulfilment: place,
        address_id: place === 'delivery' ? address : null,
        branch_id: place === 'pickup' ? branch!.id : null,
        payment_method: place === 'pickup' ? 'pay_on_pickup' : who.id === bruno.id ? 'invoice_net30' : 'pay_on_delivery',
        note: who.id === bruno.id ? 'Kitchen door in the lane, before 10 a.m.' : null,
      },
      at(),
    );
    return data;
  };

  const [ontario, quebec, bc, , alberta, manitoba] = declared;
  await pre(bruno, ontario!, 60);
  await pre(bianca, ontario!, 6);
  await pre(bruno, quebec!, 40);
  const withdrawn = await pre(bianca, quebec!, 8);
  if (withdrawn) await cancelPreorder(db, bianca, withdrawn.id, at());
  await pre(bianca, bc!, 4, 'pickup');
  // Harvested short: Bruno's 80 first and in full, then 40 of Bianca's 60 offered to her.
  const full = await pre(bruno, alberta!, 80);
  const part = await pre(bianca, alberta!, 60);
  if (alberta && full && part) await recordHarvest(db, alberta.farmUser, alberta.id, { quantity: 120, confirm_partial: true }, at());
  await pre(bruno, manitoba!, 25);
  if (manitoba) await cancelHarvest(db, manitoba.farmUser, manitoba.id, at());
  return declared.filter(Boolean).length;
}
