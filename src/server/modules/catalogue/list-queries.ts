// SQL of the public product list as prepared statements: one per shape of request (which filters, how many search
// words, which sort), built once with placeholders, so a request only binds its values. One statement answers a page
// with each product's grades and images and whether the catalogue changed since a count was made (count-cache.ts);
// the count is a second statement of the same shape, and a third asks only whether the catalogue changed. They run
// on the driver itself (db/client.ts arrayRowsRunner): rows come as arrays in the select list's order, and
// mappers.ts toListProduct reads them by position, without Drizzle's per-field result mapping.
import { and, asc, desc, eq, gte, is, lte, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayRowsRunner, type Db, type Statement } from '../../db/client.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../../db/schema/catalogue.ts';
import { tombstones } from '../../db/schema/sync.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { productInStock, productIsVisible } from './queries.ts';

/** The filters of one list request, as values. */
export interface ListFilter {
  /** Search words (searchWords()): each one a prefix, AND-ed. */
  words: string[];
  /** A category slug or id. */
  category?: string | undefined;
  priceMinMinor?: number | undefined;
  priceMaxMinor?: number | undefined;
  status?: string | undefined;
  organic: 'all' | 'only' | 'non';
  stock: 'all' | 'in_stock' | 'out_of_stock';
  currency?: string | undefined;
  seller?: string | undefined;
}

/**
 * A list row, in the order of PAGE_COLUMNS below: the product's columns, where it is, its grades and images as
 * [grade, price, stock] and [id, thumb, card, full], and whether the catalogue changed since the snapshot passed as
 * `since` (true when none was). Timestamps and dates are PostgreSQL's text; int8 a number (or a BigInt past 2^53).
 */
export type ListRow = [
  id: string,
  sellerId: string,
  branchId: string | null,
  branchName: string | null,
  categoryId: string,
  name: string,
  nameFr: string | null,
  description: string | null,
  tags: string[],
  unit: string,
  weight: string | number | null,
  organic: boolean,
  status: string,
  currency: string,
  discountPercent: number,
  minOrderQty: number,
  harvestDate: string | null,
  availableFrom: string | null,
  availableUntil: string | null,
  province: string | null,
  priceFromMinor: number | bigint,
  totalStock: number | bigint,
  ratingSum: number,
  ratingCount: number,
  visible: boolean,
  revision: number,
  createdAt: string,
  version: number | bigint,
  updatedAt: string,
  grades: Array<[string, number, number]>,
  images: Array<[string, string, string, string]>,
  changed: boolean,
];

/** Whether the catalogue changed since the `since` snapshot the page was read with (its last column). */
export const rowChanged = (row: ListRow): boolean => row[31];

const ph = (name: string) => sql.placeholder(name);

/** The shape of a filter: what its statements' text depends on (not the values; the sort aside). */
export function listShape(f: ListFilter): string {
  return [
    `w${f.words.length}`,
    f.category === undefined ? '' : 'c',
    f.priceMinMinor === undefined ? '' : 'p>',
    f.priceMaxMinor === undefined ? '' : 'p<',
    f.status === undefined ? '' : 's',
    f.organic,
    f.stock,
    f.currency === undefined ? '' : '$',
    f.seller === undefined ? '' : isUuid(f.seller) ? 'f' : 'f!',
  ].join(',');
}

/** The placeholders' values of a request (the same for its page and count statements, limit and offset aside). */
export function listValues(f: ListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  f.words.forEach((w, i) => (values[`w${i}`] = w));
  if (f.category !== undefined) values.category = f.category;
  if (f.priceMinMinor !== undefined) values.priceMin = f.priceMinMinor;
  if (f.priceMaxMinor !== undefined) values.priceMax = f.priceMaxMinor;
  if (f.status !== undefined) values.status = f.status;
  if (f.currency !== undefined) values.currency = f.currency;
  if (f.seller !== undefined && isUuid(f.seller)) values.seller = f.seller;
  return values;
}

/** The full-text query of `n` words w0..w(n-1) (as queries.searchTsQuery, with placeholders), or null for none. */
function tsQueryOf(n: number): SQL | null {
  if (n === 0) return null;
  const one = (i: number) => {
    const term = sql`catalogue_fold(${ph(`w${i}`)}::text) || ':*'`;
    return sql`(to_tsquery('english', ${term}) || to_tsquery('french', ${term}) || to_tsquery('simple', ${term}))`;
  };
  // A scalar subquery, as in searchTsQuery: the planner then takes the GIN index.
  return sql`(select ${sql.join(Array.from({ length: n }, (_, i) => one(i)), sql` && `)})`;
}

/** The WHERE of a shape (queries.productListWhere with placeholders; the category is looked up in the statement). */
function whereOf(f: ListFilter, tsQuery: SQL | null): SQL {
  const parts: SQL[] = [productIsVisible];
  if (tsQuery) parts.push(sql`${products.search} @@ ${tsQuery}`);
  // A slug or an id; no such category matches nothing (the subquery is null).
  if (f.category !== undefined) {
    const slugOrId = sql`${ph('category')}::text`;
    parts.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${slugOrId} or ${categories.id}::text = lower(${slugOrId}) limit 1)`);
  }
  if (f.priceMinMinor !== undefined) parts.push(gte(products.priceFromMinor, sql`${ph('priceMin')}::bigint`));
  if (f.priceMaxMinor !== undefined) parts.push(lte(products.priceFromMinor, sql`${ph('priceMax')}::bigint`));
  if (f.status !== undefined) parts.push(eq(products.status, sql`${ph('status')}::text`));
  if (f.organic === 'only') parts.push(eq(products.organic, true));
  if (f.organic === 'non') parts.push(eq(products.organic, false));
  if (f.stock === 'in_stock') parts.push(productInStock);
  if (f.stock === 'out_of_stock') parts.push(sql`not ${productInStock}`);
  if (f.currency !== undefined) parts.push(eq(products.currency, sql`${ph('currency')}::text`));
  if (f.seller !== undefined) parts.push(isUuid(f.seller) ? eq(products.sellerId, sql`${ph('seller')}::uuid`) : sql`false`);
  return and(...parts)!;
}

/**
 * ORDER BY of a sort. The default ('relevance') puts what can be bought now first (in stock, not marked Out of
 * Stock: productInStock), then the best match of a search, then the newest; without a search the page reads
 * products_available_newest_idx (migration 0024) in order. The sorts a buyer picks keep their own order.
 */
function orderOf(sort: string, tsQuery: SQL | null): SQL[] {
  const newest = [desc(products.createdAt), asc(products.id)];
  const availableFirst = sql`${productInStock} desc`;
  switch (sort) {
    case 'price_asc':
      return [asc(products.priceFromMinor), ...newest];
    case 'price_desc':
      return [desc(products.priceFromMinor), ...newest];
    case 'name':
      return [sql`catalogue_fold(${products.name}) asc`, asc(products.id)];
    case 'relevance':
      return tsQuery ? [availableFirst, sql`ts_rank(${products.search}, ${tsQuery}) desc`, ...newest] : [availableFirst, ...newest];
    default:
      return newest;
  }
}

/**
 * Has anything a list count depends on changed since the snapshot `since` ('xmin:xmax:xip,...' as two placeholders,
 * sinceXmax and sinceXip)? Its products, branches and categories, and the public tombstones (deleted catalogue
 * rows), each row recording the transaction that last wrote it (txid). A transaction that wrote one and that the
 * snapshot did not see either began after it (txid >= xmax: the newest txid tells, one index probe per table) or
 * was running then (its txid is in xip: one index probe per running transaction, written as a correlated lookup so
 * that a generic plan of the prepared statement probes the index too rather than hashing a whole table).
 * Writes to any other table (carts, orders, notifications) leave it alone. A page of the list depends on nothing
 * else either: a grade's or an image's write touches its product (migration 0004), and a listed product's province
 * and branch name are its approved branch's.
 */
const catalogueChanged = sql<boolean>`(
  coalesce(greatest(
    (select max(${products.txid}) from ${products}),
    (select max(${branches.txid}) from ${branches}),
    (select max(${categories.txid}) from ${categories}),
    (select max(${tombstones.txid}) from ${tombstones} where ${tombstones.userId} is null)
  ), '0'::xid8) >= ${ph('sinceXmax')}::xid8
  or (cardinality(${ph('sinceXip')}::xid8[]) > 0 and exists (
    select 1 from unnest(${ph('sinceXip')}::xid8[]) as running(txid)
    where exists (select 1 from ${products} where ${products.txid} = running.txid)
      or exists (select 1 from ${branches} where ${branches.txid} = running.txid)
      or exists (select 1 from ${categories} where ${categories.txid} = running.txid)
      or exists (select 1 from ${tombstones} where ${tombstones.txid} = running.txid and ${tombstones.userId} is null)
  ))
)`;

/** The select list of a page, in ListRow's order. */
const PAGE_COLUMNS = sql.join(
  [
    products.id,
    products.sellerId,
    products.branchId,
    branches.name,
    products.categoryId,
    products.name,
    products.nameFr,
    products.description,
    products.tags,
    products.unit,
    products.weight,
    products.organic,
    products.status,
    products.currency,
    products.discountPercent,
    products.minOrderQty,
    products.harvestDate,
    products.availableFrom,
    products.availableUntil,
    sql`coalesce(${branches.province}, ${sellers.province})`,
    products.priceFromMinor,
    products.totalStock,
    products.ratingSum,
    products.ratingCount,
    sql`coalesce(${productIsVisible}, false)`,
    products.revision,
    products.createdAt,
    products.version,
    products.updatedAt,
    sql`(select coalesce(json_agg(json_build_array(${productGrades.grade}, ${productGrades.priceMinor}, ${productGrades.stock})), '[]') from ${productGrades} where ${productGrades.productId} = ${products.id})`,
    sql`(select coalesce(json_agg(json_build_array(${productImages.id}, ${productImages.thumbPath}, ${productImages.cardPath}, ${productImages.fullPath}) order by ${productImages.position}, ${productImages.createdAt}), '[]') from ${productImages} where ${productImages.productId} = ${products.id})`,
    catalogueChanged,
  ],
  sql`, `,
);

/** The product list's tables: every product with its branch (when it has one) and its farm. */
const LISTED = sql`${products} left join ${branches} on ${eq(branches.id, products.branchId)} inner join ${sellers} on ${eq(sellers.id, products.sellerId)}`;

function pageQuery(f: ListFilter, sort: string): SQL {
  const tsQuery = tsQueryOf(f.words.length);
  return sql`select ${PAGE_COLUMNS} from ${LISTED} where ${whereOf(f, tsQuery)} order by ${sql.join(orderOf(sort, tsQuery), sql`, `)} limit ${ph('limit')} offset ${ph('offset')}`;
}

function countQuery(f: ListFilter): SQL {
  return sql`select count(*)::int, pg_current_snapshot()::text from ${products} left join ${branches} on ${eq(branches.id, products.branchId)} where ${whereOf(f, tsQueryOf(f.words.length))}`;
}

/** A statement ready to run: its text, and for each of its parameters a placeholder's name or a fixed value. */
interface Compiled extends Statement {
  slots: Array<{ name: string } | { value: unknown }>;
}

const dialect = new PgDialect();

function compile(name: string, query: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const slots = params.map((p: unknown) => {
    if (is(p, Placeholder)) return { name: p.name };
    if (is(p, Param) && is(p.value, Placeholder)) throw new Error('list statements bind placeholders as they are, never through a column encoder');
    return { value: p };
  });
  return { name, text, slots };
}

async function run(db: Db, statement: Compiled, values: Record<string, unknown>): Promise<unknown[][]> {
  const rows = arrayRowsRunner(db);
  // The list is read on the database's own connections (a GET never runs inside a batch's transaction).
  if (!rows) throw new Error('the product list reads through an open database, not a transaction');
  return rows(statement, statement.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value)));
}

/** Prepared statements by database and shape; shapes are few in practice, the bound keeps a crawler's variety in check. */
const preparedByDb = new WeakMap<Db, Map<string, Compiled>>();
const MAX_STATEMENTS = 400;

/** The statement named after `key`, built on first use. On PostgreSQL it is a named statement, parsed once per connection. */
function prepared(db: Db, key: string, build: () => SQL): Compiled {
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map<string, Compiled>()));
  let found = byKey.get(key);
  if (!found) {
    // A name per text: a key always builds the same text, so a connection never sees one name with two texts.
    let h = 0;
    for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
    found = compile(`fm_${(h >>> 0).toString(36)}_${key.length}`, build());
    if (byKey.size >= MAX_STATEMENTS) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, found);
  }
  return found;
}

/** The snapshot text split into what the statement's change check takes. */
export function snapshotParts(snapshot: string | null): { sinceXmax: string; sinceXip: string } {
  if (!snapshot) return { sinceXmax: '0', sinceXip: '{}' };
  const [, xmax = '0', xip = ''] = snapshot.split(':');
  return { sinceXmax: xmax, sinceXip: `{${xip}}` };
}

/** One page of visible products matching `f`, and whether the catalogue changed since `since` (a count's snapshot). */
export async function listPage(
  db: Db,
  f: ListFilter,
  sort: string,
  page: { limit: number; offset: number; since: string | null },
): Promise<ListRow[]> {
  const statement = prepared(db, `list|${listShape(f)}|${sort}`, () => pageQuery(f, sort));
  return (await run(db, statement, { ...listValues(f), ...snapshotParts(page.since), limit: page.limit, offset: page.offset })) as ListRow[];
}

/** The visible products matching `f`, counted, with the snapshot the count was made under. */
export async function listCount(db: Db, f: ListFilter): Promise<{ n: number; snapshot: string }> {
  const [row] = await run(db, prepared(db, `count|${listShape(f)}`, () => countQuery(f)), listValues(f));
  return { n: row![0] as number, snapshot: row![1] as string };
}

/** Has the catalogue changed since `snapshot` (a count's)? The page statement's last column, asked on its own. */
export async function catalogueChangedSince(db: Db, snapshot: string): Promise<boolean> {
  const [row] = await run(db, prepared(db, 'changed', () => sql`select ${catalogueChanged}`), snapshotParts(snapshot));
  return row![0] as boolean;
}
