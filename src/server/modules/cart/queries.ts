// SQL for cart lines: every function takes the database or a transaction first.
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { branches, productGrades, products } from '../../db/schema/catalogue.ts';
import { chosenId, newRowStamps } from '../../db/schema/columns.ts';
import type { Currency } from '../../../contract/enums.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import type { CurrencyGroup } from './mappers.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart line with what its price and availability are computed from, as of now. */
export interface CartLine {
  item: CartItemRow;
  currency: string;
  discountPercent: number;
  /** The product's minimum order and unit, which a new quantity is checked against. */
  minOrderQty: number;
  unit: string;
  priceMinor: number | null;
  stock: number | null;
  buyable: boolean;
}

/** What a line's price and availability are computed from: its product and grade as they stand (CartLine less the item). */
const offerColumns = {
  currency: products.currency,
  discountPercent: products.discountPercent,
  minOrderQty: products.minOrderQty,
  unit: products.unit,
  priceMinor: productGrades.priceMinor,
  stock: productGrades.stock,
  buyable: sql<boolean>`coalesce(${productIsVisible} and ${products.status} <> 'Out of Stock', false)`,
};

const lineColumns = { item: cartItems, ...offerColumns };

/** A line as a one-statement write answers it: the row, the cart's totals with it, and the offer it was checked against. */
type CheckedWrite = WrittenLine & Omit<CartLine, 'item'>;

/** mappers' discountedMinor in SQL: round(price * (100 - discount) / 100), halves up for these non-negative integers. */
const discountedSql = (price: SQL, discount: SQL) => sql`round(${price} * (100 - ${discount}) / 100.0)`;

/**
 * The user's cart per currency as it stands once the line being written is in it, for the RETURNING of the insert or
 * update that writes it, so the change and its totals take one statement: lines, total at list price and at the
 * current price. The statement's own write is not visible to a read inside it, so this sums the user's other lines
 * (`o`, as read before the write) plus the row being returned (`cart_items` here). The current unit price is mappers' discountedMinor in SQL:
 * round(price * (100 - discount) / 100), which for these non-negative integers rounds halves up as Math.round does.
 * Prices gone (no such grade any more) count at the line's own price, as toCartItem does.
 */
const totalsWithWrittenLine = sql<TotalsJson[]>`(
  select json_agg(json_build_object('currency', t.currency, 'lines', t.lines, 'subtotal', t.subtotal, 'total', t.total))
  from (
    select p.currency, count(*)::int as lines,
      sum(coalesce(g.price_minor, l.unit_price_minor) * l.quantity)::text as subtotal,
      sum(coalesce(${discountedSql(sql`g.price_minor`, sql`p.discount_percent`)}, l.unit_price_minor) * l.quantity)::text as total
    from (
      select o.product_id, o.grade, o.quantity, o.unit_price_minor from cart_items as o where o.user_id = cart_items.user_id and o.id <> cart_items.id
      union all
      select cart_items.product_id, cart_items.grade, cart_items.quantity, cart_items.unit_price_minor
    ) as l
    inner join products as p on p.id = l.product_id
    left join product_grades as g on g.product_id = l.product_id and g.grade = l.grade
    group by p.currency
  ) as t
)`;

/** One currency's totals as totalsWithWrittenLine answers them (sums as text: they may pass 2^31). */
interface TotalsJson {
  currency: string;
  lines: number;
  subtotal: string;
  total: string;
}

/** A line as an insert or update wrote it, with the user's cart per currency after that write. */
export interface WrittenLine {
  item: CartItemRow;
  totals: CurrencyGroup[];
}

const writtenLine = ({ totals, ...item }: CartItemRow & { totals: TotalsJson[] }): WrittenLine => ({
  item,
  totals: totals.map((g) => ({ currency: g.currency as Currency, lines: Number(g.lines), subtotal: Number(g.subtotal), total: Number(g.total) })),
});

export function selectLines(db: Db, where: ReturnType<typeof and>): Promise<CartLine[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(branches, eq(branches.id, products.branchId))
    .leftJoin(productGrades, and(eq(productGrades.productId, cartItems.productId), eq(productGrades.grade, cartItems.grade)))
    .where(where)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export const userLines = (db: Db, userId: string) => selectLines(db, eq(cartItems.userId, userId));

export async function findLine(db: Db, userId: string, id: string): Promise<CartLine | undefined> {
  const [line] = await selectLines(db, and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
  return line;
}

export async function idTaken(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * The new line and the cart's totals with it, or undefined when it could not be added: a concurrent add created the
 * line for this product and grade first, or the id the device chose is taken (idTaken tells which).
 */
export async function insertLine(db: Db, values: typeof cartItems.$inferInsert): Promise<WrittenLine | undefined> {
  const [row] = await db
    .insert(cartItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ ...getTableColumns(cartItems), totals: totalsWithWrittenLine });
  return row && writtenLine(row);
}

/**
 * A new line in one statement, when the product and grade can be bought now and the quantity passes the rules (at
 * least the minimum order, at most the stock): the offer is read and the line written together, at today's price
 * after discount (discountedSql, as totalsWithWrittenLine computes it). Undefined when anything
 * stands in the way (no such product or grade, not on sale, a rule refused, a line already there for this product
 * and grade, the id taken): nothing was written, and the caller takes the path that reads first and says why. The
 * common add no longer pays a read before its write.
 */
export async function insertLineIfAllowed(
  db: Db,
  values: { id?: string | undefined; userId: string; productId: string; grade: string; quantity: number; now: Date },
): Promise<CheckedWrite | undefined> {
  const offer = db.$with('offer').as(
    db
      .select({ productId: products.id, ...offerColumns, buyable: offerColumns.buyable.as('buyable') })
      .from(products)
      .innerJoin(branches, eq(branches.id, products.branchId))
      .innerJoin(productGrades, and(eq(productGrades.productId, products.id), eq(productGrades.grade, values.grade)))
      .where(eq(products.id, values.productId)),
  );
  const { quantity, now } = values;
  const [row] = await db
    .with(offer)
    .insert(cartItems)
    .select(
      db
        .select({
          id: chosenId(values.id),
          userId: sql`${values.userId}::uuid`.as('user_id'),
          productId: offer.productId,
          grade: sql`${values.grade}`.as('grade'),
          quantity: sql`${quantity}::int`.as('quantity'),
          unitPriceMinor: sql`${discountedSql(sql`${offer.priceMinor}`, sql`${offer.discountPercent}`)}::bigint`.as('unit_price_minor'),
          ...newRowStamps(now),
        })
        .from(offer)
        .where(and(offer.buyable, sql`${quantity} >= ${offer.minOrderQty}`, sql`${quantity} <= ${offer.stock}`)),
    )
    .onConflictDoNothing()
    .returning({
      ...getTableColumns(cartItems),
      totals: totalsWithWrittenLine,
      offer: sql<Omit<CartLine, 'item' | 'buyable'>>`(select json_build_object('currency', o.currency, 'discountPercent', o.discount_percent, 'minOrderQty', o.min_order_qty, 'unit', o.unit, 'priceMinor', o.price_minor, 'stock', o.stock) from offer as o)`,
    });
  if (!row) return undefined;
  const { offer: read, ...written } = row;
  return { ...writtenLine(written), ...read, priceMinor: Number(read.priceMinor), stock: Number(read.stock), buyable: true };
}

/**
 * The line as written (its version and updated_at as the triggers set them) and the cart's totals with it, undefined
 * when the user has no such line.
 */
export async function updateLine(db: Db, userId: string, id: string, patch: Partial<typeof cartItems.$inferInsert>): Promise<WrittenLine | undefined> {
  const [row] = await db
    .update(cartItems)
    .set(patch)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ ...getTableColumns(cartItems), totals: totalsWithWrittenLine });
  return row && writtenLine(row);
}

/**
 * A quantity change in one statement, when it passes the rules as they stand: at least the product's minimum order
 * and, when it grows, no more than the grade's stock of a product on sale. Undefined when the user has no such line,
 * its product or grade is gone, or a rule refuses it: the caller then reads the line and answers why (a rare path;
 * the common change no longer pays a read before its write, about a fifth of a drain's statements).
 */
export async function setQuantityIfAllowed(db: Db, userId: string, id: string, quantity: number, now: Date): Promise<CheckedWrite | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: now })
    .from(products)
    .innerJoin(branches, eq(branches.id, products.branchId))
    .innerJoin(productGrades, eq(productGrades.productId, products.id))
    .where(
      and(
        eq(cartItems.id, id),
        eq(cartItems.userId, userId),
        eq(products.id, cartItems.productId),
        eq(productGrades.grade, cartItems.grade),
        sql`${quantity} >= ${products.minOrderQty}`,
        sql`(${quantity} <= ${cartItems.quantity} or (${offerColumns.buyable} and ${quantity} <= ${productGrades.stock}))`,
      ),
    )
    .returning({
      ...getTableColumns(cartItems),
      totals: totalsWithWrittenLine,
      ...offerColumns,
    });
  if (!row) return undefined;
  const { currency, discountPercent, minOrderQty, unit, priceMinor, stock, buyable, ...written } = row;
  return { ...writtenLine(written), currency, discountPercent, minOrderQty, unit, priceMinor, stock, buyable };
}

export async function deleteLine(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

export async function lineIdsFor(db: Db, userId: string, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .orderBy(asc(cartItems.createdAt));
  return rows.map((r) => r.id);
}

/** The user's cart lines of these ids go (an order placed from them). */
export async function removeLines(db: Db, userId: string, ids: string[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

/** What a cart change reads of a product and one of its grades (the grade's price and stock null without it). */
export interface Offer {
  currency: string;
  discountPercent: number;
  minOrderQty: number;
  unit: string;
  buyable: boolean;
  priceMinor: number | null;
  stock: number | null;
}

/**
 * A product, its offer in one grade and the user's line for that product and grade (null when there is none), in one
 * statement; undefined when there is no such product. The line is locked until the transaction ends, so a change
 * computed from its quantity is not lost to a concurrent one.
 */
export async function findOfferAndLockLine(db: Db, userId: string, productId: string, grade: string): Promise<(Offer & { line: CartItemRow | null }) | undefined> {
  // Locked inside a lateral subquery: FOR UPDATE cannot reach the nullable side of an outer join.
  const line = db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.grade, grade)))
    .for('update')
    .limit(1)
    .as('line');
  const [found] = await db
    .select({
      ...offerColumns,
      line: {
        id: line.id,
        userId: line.userId,
        productId: line.productId,
        grade: line.grade,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        createdAt: line.createdAt,
        version: line.version,
        updatedAt: line.updatedAt,
        txid: line.txid,
      },
    })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .leftJoin(productGrades, and(eq(productGrades.productId, products.id), eq(productGrades.grade, grade)))
    .leftJoinLateral(line, sql`true`)
    .where(eq(products.id, productId))
    .limit(1);
  return found;
}
