// Grows the demo catalogue to `total` public products through SQL: copies of the visible demo products (same
// seller, branch, category, grades, pictures) with a number in their name and a nudged price. Works on a stopped
// server's PGlite DATA_DIR (PGlite is single-process; start it again afterwards) or on a PostgreSQL database
// (the server may keep running).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const SKIP = new Set(['id', 'updated_at', 'version', 'txid']);
/** What buyers see: not a draft, on an approved branch. */
const VISIBLE = `p.status <> 'Draft' and exists (select 1 from branches b where b.id = p.branch_id and b.status = 'approved')`;

async function columnsOf(db, table) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((c) => !SKIP.has(c));
}

async function counts(db) {
  const { rows: [row] } = await db.query(`select count(*)::int as products, count(*) filter (where ${VISIBLE})::int as visible from products p`);
  return row;
}

/** `db`: anything with `query(sql, params?) -> { rows }` on one connection (a PGlite instance, a pg.Client). */
async function grow(db, total) {
  const { visible } = await counts(db);
  const extra = total - visible;
  if (extra > 0) {
    const copies = Math.ceil(extra / visible);
    const productCols = await columnsOf(db, 'products');
    const gradeCols = (await columnsOf(db, 'product_grades')).filter((c) => c !== 'product_id');
    const imageCols = (await columnsOf(db, 'product_images')).filter((c) => c !== 'product_id');
    const sel = (cols, alias, over = {}) => cols.map((c) => over[c] ?? `${alias}.${c}`).join(', ');
    await db.query('begin');
    try {
      await db.query(`create temp table grow_map as
        select gen_random_uuid() as new_id, p.id as src_id, g as n
        from products p cross join generate_series(1, ${copies}) g
        where ${VISIBLE}
        order by g, p.id limit ${extra}`);
      await db.query(`insert into products (id, ${productCols.join(', ')})
        select m.new_id, ${sel(productCols, 'p', {
          name: `p.name || ' ' || (m.n + 1)`,
          name_fr: `case when p.name_fr is null then null else p.name_fr || ' ' || (m.n + 1) end`,
          // Each copy a little older than its model, so the catalogue's dates are spread as a real one's are.
          created_at: `p.created_at - make_interval(mins => m.n * 7)`,
        })}
        from grow_map m join products p on p.id = m.src_id`);
      await db.query(`insert into product_grades (product_id, ${gradeCols.join(', ')})
        select m.new_id, ${sel(gradeCols, 'g', { price_minor: 'g.price_minor + m.n' })}
        from grow_map m join product_grades g on g.product_id = m.src_id`);
      await db.query(`insert into product_images (product_id, ${imageCols.join(', ')})
        select m.new_id, ${sel(imageCols, 'i')}
        from grow_map m join product_images i on i.product_id = m.src_id`);
      await db.query('drop table grow_map');
      await db.query('commit');
    } catch (err) {
      await db.query('rollback');
      throw err;
    }
    // The triggers rewrote each new product as its grades and images went in: reclaim the dead rows and refresh the
    // statistics, as autovacuum would on a real server after such a load.
    await db.query('vacuum analyze');
  }
  return counts(db);
}

/** @returns {Promise<{ products: number, visible: number, ms: number }>} */
export async function growCatalogue(dataDir, total) {
  const began = performance.now();
  const db = new PGlite({ dataDir: join(dataDir, 'db') });
  try {
    return { ...(await grow(db, total)), ms: performance.now() - began };
  } finally {
    await db.close();
  }
}

/** The same on PostgreSQL. @returns {Promise<{ products: number, visible: number, ms: number }>} */
export async function growCatalogueOnPostgres(url, total) {
  const began = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return { ...(await grow(client, total)), ms: performance.now() - began };
  } finally {
    await client.end();
  }
}
