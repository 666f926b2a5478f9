// The yardstick of bench:catalogue-cpu: the product list's first page from a bare Fastify (no plugins, no logger,
// no validation) over pg or PGlite, running the statement the real server runs (modules/catalogue/list-queries.ts:
// the page with each product's grades and images and the catalogue-change check, same joins, order and limit) and
// writing the same bytes with JSON.stringify. The benchmark checks the bytes against the real server's answer.
//   PORT=... DATABASE_URL=postgres://... | PGLITE_DIR=.../db   node --import ./tests/bench/cpu-probe.mjs tests/bench/bare-catalogue-server.mjs
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';

const PAGE_SIZE = 24;
const GRADES = ['top', 'mid', 'lower'];

// Drizzle's handling of the same types in the real server: int8 as numbers, dates and timestamps as text.
const int8 = (v) => Number(v);
const text = (v) => v;
pg.types.setTypeParser(pg.types.builtins.INT8, int8);
pg.types.setTypeParser(pg.types.builtins.DATE, text);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, text);

const PAGE_SQL = `select p.id, p.seller_id, p.branch_id, b.name as branch_name, p.category_id, p.name, p.name_fr, p.description,
  p.tags, p.unit, p.weight, p.organic, p.status, p.currency, p.discount_percent, p.min_order_qty, p.harvest_date,
  p.available_from, p.available_until, p.price_from_minor, p.total_stock, p.rating_sum, p.rating_count, p.revision,
  p.created_at, p.version, p.updated_at,
  coalesce(b.province, s.province) as province,
  coalesce((p.status <> 'Draft' and b.status = 'approved'), false) as visible,
  (select coalesce(json_agg(json_build_array(g.grade, g.price_minor, g.stock)), '[]') from product_grades g where g.product_id = p.id) as grades,
  (select coalesce(json_agg(json_build_array(i.id, i.thumb_path, i.card_path, i.full_path) order by i.position, i.created_at), '[]')
     from product_images i where i.product_id = p.id) as images,
  (coalesce(greatest((select max(txid) from products), (select max(txid) from branches), (select max(txid) from categories),
     (select max(txid) from tombstones where user_id is null)), '0'::xid8) >= $1::xid8
   or (cardinality($2::xid8[]) > 0 and exists (select 1 from unnest($2::xid8[]) as running(txid)
     where exists (select 1 from products where products.txid = running.txid) or exists (select 1 from branches where branches.txid = running.txid)
       or exists (select 1 from categories where categories.txid = running.txid)
       or exists (select 1 from tombstones where tombstones.txid = running.txid and tombstones.user_id is null)))) as changed
from products p
left join branches b on b.id = p.branch_id
inner join sellers s on s.id = p.seller_id
where (p.status <> 'Draft' and b.status = 'approved')
order by (p.total_stock > 0 and p.status <> 'Out of Stock') desc, p.created_at desc, p.id asc
limit $3 offset $4`;
const COUNT_SQL = `select count(*)::int as n, pg_current_snapshot()::text as snapshot from products p
left join branches b on b.id = p.branch_id where (p.status <> 'Draft' and b.status = 'approved')`;

let query;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (sql, values) => (await pool.query(sql, values)).rows;
} else {
  const db = new PGlite({
    dataDir: process.env.PGLITE_DIR,
    postgresqlconf: ['shared_buffers = 32MB', 'work_mem = 8MB', 'maintenance_work_mem = 32MB'],
    parsers: { [pgliteTypes.INT8]: int8, [pgliteTypes.DATE]: text, [pgliteTypes.TIMESTAMPTZ]: text },
  });
  await db.waitReady;
  query = async (sql, values) => (await db.query(sql, values)).rows;
}

const upload = (path) => `/uploads/${path.replace(/^\/+/, '')}`;
const day = (v) => (v === null ? null : String(v).slice(0, 10));
const iso = (v) => new Date(v).toISOString();

function toProduct(r) {
  const byGrade = new Map(r.grades.map((g) => [g[0], g]));
  return {
    id: r.id,
    seller_id: r.seller_id,
    branch_id: r.branch_id,
    branch_name: r.branch_name,
    category_id: r.category_id,
    name: r.name,
    name_fr: r.name_fr,
    description: r.description,
    tags: r.tags,
    unit: r.unit,
    weight: r.weight === null ? null : Number(r.weight),
    organic: r.organic,
    status: r.status,
    currency: r.currency,
    discount_percent: r.discount_percent,
    min_order_qty: r.min_order_qty,
    harvest_date: day(r.harvest_date),
    available_from: day(r.available_from),
    available_until: day(r.available_until),
    grades: GRADES.filter((g) => byGrade.has(g)).map((g) => ({ grade: g, price_minor: byGrade.get(g)[1], stock: byGrade.get(g)[2] })),
    images: r.images.map(([id, thumb, card, full]) => ({ id, thumb: upload(thumb), card: upload(card), full: upload(full) })),
    province: r.province,
    price_from_minor: r.price_from_minor,
    total_stock: r.total_stock,
    rating_avg: r.rating_count > 0 ? Math.round((r.rating_sum / r.rating_count) * 10) / 10 : null,
    rating_count: r.rating_count,
    visible: r.visible,
    low_stock_threshold: null,
    revision: r.revision,
    created_at: iso(r.created_at),
    version: r.version,
    updated_at: iso(r.updated_at),
  };
}

// The count is made once, as the real server keeps it while the catalogue is unchanged (nothing writes here).
const [counted] = await query(COUNT_SQL, []);
const [, xmax, xip] = counted.snapshot.split(':');

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/product/products/', async (request, reply) => {
  const rows = await query(PAGE_SQL, [xmax, `{${xip}}`, PAGE_SIZE, 0]);
  const body = { data: rows.map(toProduct), meta: { count: counted.n, page: 1, page_size: PAGE_SIZE } };
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
