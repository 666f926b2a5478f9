// Grows the demo catalogue of a stopped server's PGlite DATA_DIR to `total` products that are not drafts through SQL: copies of the
// demo products (same seller, category, grades, pictures) with a number in their name and a nudged price.
// The server must be stopped (PGlite is single-process); start it again afterwards.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const SKIP = new Set(['id', 'created_at', 'updated_at', 'version']);

async function columnsOf(pg, table) {
  const { rows } = await pg.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((c) => !SKIP.has(c));
}

/** @returns {Promise<{ products: number, visible: number, ms: number }>} */
export async function growCatalogue(dataDir, total) {
  const began = performance.now();
  const pg = new PGlite({ dataDir: join(dataDir, 'db') });
  try {
    // `total` counts what the public catalogue shows (not drafts); the copies are never drafts.
    const { rows: [{ n, visible }] } = await pg.query(`select count(*)::int as n, count(*) filter (where status <> 'Draft')::int as visible from products`);
    const extra = total - visible;
    if (extra > 0) {
      const copies = Math.ceil(extra / n);
      const productCols = await columnsOf(pg, 'products');
      const gradeCols = (await columnsOf(pg, 'product_grades')).filter((c) => c !== 'product_id');
      const imageCols = (await columnsOf(pg, 'product_images')).filter((c) => c !== 'product_id');
      const sel = (cols, alias, over = {}) => cols.map((c) => over[c] ?? `${alias}.${c}`).join(', ');
      await pg.transaction(async (tx) => {
        await tx.exec(`create temp table grow_map as
          select gen_random_uuid() as new_id, p.id as src_id, g as n
          from products p cross join generate_series(1, ${copies}) g
          order by g, p.id limit ${extra}`);
        await tx.exec(`insert into products (id, ${productCols.join(', ')})
          select m.new_id, ${sel(productCols, 'p', { name: `p.name || ' ' || (m.n + 1)`, name_fr: `case when p.name_fr is null then null else p.name_fr || ' ' || (m.n + 1) end`, status: `case when p.status = 'Draft' then 'Published' else p.status end` })}
          from grow_map m join products p on p.id = m.src_id`);
        await tx.exec(`insert into product_grades (product_id, ${gradeCols.join(', ')})
          select m.new_id, ${sel(gradeCols, 'g', { price_minor: 'g.price_minor + m.n' })}
          from grow_map m join product_grades g on g.product_id = m.src_id`);
        await tx.exec(`insert into product_images (product_id, ${imageCols.join(', ')})
          select m.new_id, ${sel(imageCols, 'i')}
          from grow_map m join product_images i on i.product_id = m.src_id`);
        await tx.exec('drop table grow_map');
      });
    }
    const { rows: [counts] } = await pg.query(`select count(*)::int as products, count(*) filter (where status <> 'Draft')::int as visible from products`);
    return { ...counts, ms: performance.now() - began };
  } finally {
    await pg.close();
  }
}
