// bench:fleet's farms (made in SQL, as bench:orders makes its farm) and the checks after the run: nothing
// acknowledged is missing, nothing is applied twice, and every device shows what the server holds.
import { randomUUID } from 'node:crypto';
import { http, STATUS_RANK } from './fleet-devices.mjs';

const PRODUCTS_PER_FARM = 20;
const STOCK = 5000;

/**
 * Each farm account becomes a Seller with an approved branch, every day a delivery day (no notice, no minimum) and
 * PRODUCTS_PER_FARM products of STOCK units in the top grade; each buyer gets an Ontario address. The farm accounts
 * sign in again so their tokens carry the Seller role.
 */
export async function seedFarms(db, farmAccounts, buyerAccounts, baseUrl) {
  const farms = [];
  await db.query('begin');
  try {
    const { rows: [category] } = await db.query(`insert into categories (slug, name_en, name_fr) values ($1, 'Fleet', 'Flotte') returning id`, [`fleet-${randomUUID().slice(0, 8)}`]);
    for (const [i, account] of farmAccounts.entries()) {
      await db.query(`update users set role = 'Seller' where id = $1`, [account.id]);
      const { rows: [seller] } = await db.query(
        `insert into sellers (user_id, farm_name, province, delivery_days, lead_days, min_order_minor, delivery_fee_minor)
         values ($1, $2, 'ON', '{1,2,3,4,5,6,7}', 0, 0, 500) returning id`,
        [account.id, `Fleet Farm ${i + 1}`],
      );
      const { rows: [branch] } = await db.query(
        `insert into branches (seller_id, name, province, city, address, status) values ($1, 'Fleet field', 'ON', 'Guelph', '1 Farm Rd', 'approved') returning id`,
        [seller.id],
      );
      const products = [];
      for (let p = 0; p < PRODUCTS_PER_FARM; p++) {
        const price = 250 + p * 13 + i;
        const { rows: [row] } = await db.query(
          `insert into products (seller_id, branch_id, category_id, name, status, discount_percent) values ($1, $2, $3, $4, 'Published', 0) returning id`,
          [seller.id, branch.id, category.id, `Fleet produce ${i + 1}.${p + 1}`],
        );
        await db.query(`insert into product_grades (product_id, grade, price_minor, stock) values ($1, 'top', $2, $3)`, [row.id, price, STOCK]);
        products.push({ id: row.id, price });
      }
      farms.push({ id: seller.id, userId: account.id, products });
    }
    const { rows: addresses } = await db.query(
      `insert into addresses (user_id, full_name, line1, city, province, postal_code)
       select u, 'Fleet Buyer', '10 King St', 'Toronto', 'ON', 'M5H 1A1' from unnest($1::uuid[]) as u returning id, user_id`,
      [buyerAccounts.map((b) => b.id)],
    );
    const byUser = new Map(addresses.map((a) => [a.user_id, a.id]));
    for (const b of buyerAccounts) b.addressId = byUser.get(b.id);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
  for (const account of farmAccounts) {
    const res = await http(baseUrl, 'POST', '/api/account/login/', { ip: account.ip, body: { identifier: account.email, password: account.password } });
    if (res.status !== 200) throw new Error(`farm sign-in answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    account.access = res.body.tokens.access;
  }
  return { farms, stock: STOCK };
}

const cartKey = (l) => `${l.product_id}|${l.grade}`;
const sameSet = (a, b) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Every check as { name, pass, detail, examples }. */
export async function checkFleet(db, devices, scene) {
  const buyers = devices.filter((d) => d.role === 'buyer');
  const farmsDevices = devices.filter((d) => d.role === 'seller');
  const buyerIds = buyers.map((d) => d.account.id);
  const group = (rows, key) => {
    const m = new Map();
    for (const r of rows) m.set(r[key], [...(m.get(r[key]) ?? []), r]);
    return m;
  };
  const cart = group((await db.query(`select id, user_id, product_id, grade, quantity::int as quantity from cart_items where user_id = any($1::uuid[])`, [buyerIds])).rows, 'user_id');
  const wish = group((await db.query(`select id, user_id, product_id from wishlist_items where user_id = any($1::uuid[])`, [buyerIds])).rows, 'user_id');
  const farmIds = scene.farms.map((f) => f.id);
  const orderRows = (await db.query(`select id, buyer_id, seller_id, status from orders where seller_id = any($1::uuid[])`, [farmIds])).rows;
  const ordersByBuyer = group(orderRows, 'buyer_id');
  const ordersBySeller = group(orderRows, 'seller_id');
  const orderById = new Map(orderRows.map((o) => [o.id, o]));

  const lost = [];
  const twice = [];
  const differs = [];
  let acknowledged = 0;
  let placed = 0;
  let refused = 0;
  for (const d of buyers) {
    const serverCart = cart.get(d.account.id) ?? [];
    const lines = group(serverCart.map((l) => ({ ...l, k: cartKey(l) })), 'k');
    for (const [k, want] of d.cart) {
      const got = lines.get(k) ?? [];
      const q = got.reduce((n, l) => n + l.quantity, 0);
      if (!got.length) lost.push(`${d.name}: cart line ${k} (${want.quantity}) missing`);
      else if (got.length > 1) twice.push(`${d.name}: cart line ${k} ${got.length} times`);
      else if (q > want.quantity) twice.push(`${d.name}: cart line ${k}: ${q} on the server, ${want.quantity} on the device's model`);
      else if (q < want.quantity) lost.push(`${d.name}: cart line ${k}: ${q} on the server, ${want.quantity} on the device's model`);
    }
    for (const [k, got] of lines) if (!d.cart.has(k)) twice.push(`${d.name}: cart line ${k} (${got.map((l) => l.quantity).join('+')}) on the server, removed on the device`);
    const serverWish = group(wish.get(d.account.id) ?? [], 'product_id');
    for (const [p] of d.wishlist) if (!serverWish.has(p)) lost.push(`${d.name}: wishlist ${p} missing`);
    for (const [p, got] of serverWish) if (!d.wishlist.has(p) || got.length > 1) twice.push(`${d.name}: wishlist ${p} ×${got.length} on the server${d.wishlist.has(p) ? '' : ', removed on the device'}`);
    for (const [id, o] of d.orders) {
      placed++;
      if (o.acked === true) acknowledged++;
      if (o.acked === false) refused++;
      if (o.acked === true && !orderById.has(id)) lost.push(`${d.name}: order ${id} acknowledged, not on the server`);
      if (o.acked === false && orderById.has(id)) twice.push(`${d.name}: order ${id} refused, yet on the server`);
      if (o.unexpected) lost.push(`${d.name}: order ${id} refused unexpectedly: ${o.unexpected}`);
    }
    for (const o of ordersByBuyer.get(d.account.id) ?? []) if (d.orders.get(o.id)?.acked !== true) twice.push(`${d.name}: order ${o.id} on the server was never acknowledged`);

    const localCart = [...d.local.cart_items.values()].map((l) => `${l.id} ${l.product_id} ${l.grade} ${l.quantity}`);
    const localWish = [...d.local.wishlist_items.values()].map((w) => `${w.id} ${w.product_id}`);
    const localOrders = [...d.local.orders.values()].filter((o) => farmIds.includes(o.seller_id)).map((o) => `${o.id} ${o.status}`);
    if (!sameSet(localCart, serverCart.map((l) => `${l.id} ${l.product_id} ${l.grade} ${l.quantity}`))) differs.push(`${d.name}: cart_items`);
    if (!sameSet(localWish, (wish.get(d.account.id) ?? []).map((w) => `${w.id} ${w.product_id}`))) differs.push(`${d.name}: wishlist_items`);
    if (!sameSet(localOrders, (ordersByBuyer.get(d.account.id) ?? []).map((o) => `${o.id} ${o.status}`))) differs.push(`${d.name}: orders`);
  }

  let moves = 0;
  for (const d of farmsDevices) {
    const serverOrders = (ordersBySeller.get(d.farm.id) ?? []).map((o) => `${o.id} ${o.status}`);
    const localOrders = [...d.local.orders.values()].filter((o) => o.seller_id === d.farm.id).map((o) => `${o.id} ${o.status}`);
    if (!sameSet(localOrders, serverOrders)) differs.push(`${d.name}: orders (${localOrders.length} on the device, ${serverOrders.length} on the server)`);
    for (const [id, to] of d.moves) {
      moves++;
      const now = orderById.get(id)?.status;
      if ((STATUS_RANK[now] ?? -1) < STATUS_RANK[to]) lost.push(`${d.name}: move of ${id} to ${to} acknowledged, the order is ${now}`);
    }
  }

  const { rows: twiceMoved } = await db.query(
    `select e.order_id, e.status, count(*)::int as n from order_events e join orders o on o.id = e.order_id
     where o.seller_id = any($1::uuid[]) group by e.order_id, e.status having count(*) > 1`,
    [farmIds],
  );
  for (const r of twiceMoved) twice.push(`order ${r.order_id}: '${r.status}' recorded ${r.n} times`);
  const { rows: stock } = await db.query(
    `select g.product_id, g.stock::int as stock,
       coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                 where l.product_id = g.product_id and l.grade = g.grade and o.status not in ('rejected', 'cancelled')), 0)::int as ordered
     from product_grades g join products p on p.id = g.product_id where p.seller_id = any($1::uuid[])`,
    [farmIds],
  );
  const stockWrong = stock.filter((r) => r.stock < 0 || scene.stock - r.stock !== r.ordered);
  for (const r of stockWrong) twice.push(`product ${r.product_id}: stock ${r.stock}, ${scene.stock - r.stock} taken, ${r.ordered} on orders`);
  const unitsOrdered = stock.reduce((n, r) => n + r.ordered, 0);

  return [
    { name: '0 lost', pass: lost.length === 0, detail: `${lost.length} acknowledged writes missing on the server (cart lines, wishlist rows, ${acknowledged} orders, the furthest acknowledged farm move of ${moves} orders checked)`, examples: lost },
    {
      name: '0 applied twice',
      pass: twice.length === 0,
      detail: `${twice.length} duplicate effects: ${placed} orders placed, ${acknowledged} acknowledged, ${refused} refused (stock), ${orderRows.length} on the server (one per key); order steps recorded once; ${unitsOrdered} units taken from stock = ordered, ${stock.filter((r) => r.stock < 0).length} below zero`,
      examples: twice,
    },
    { name: 'every device equals the server after a final pull', pass: differs.length === 0, detail: `${devices.length - differs.length}/${devices.length} devices equal (cart, wishlist and orders; the farms' orders)`, examples: differs },
  ];
}
