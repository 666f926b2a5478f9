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
  let categoryId;
  await db.query('begin');
  try {
    const { rows: [category] } = await db.query(`insert into categories (slug, name_en, name_fr) values ($1, 'Fleet', 'Flotte') returning id`, [`fleet-${randomUUID().slice(0, 8)}`]);
    categoryId = category.id;
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
  return { farms, stock: STOCK, categoryId };
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
  const orderRows = (await db.query(`select id, buyer_id, seller_id, status, quote_id from orders where seller_id = any($1::uuid[])`, [farmIds])).rows;
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
      detail: `${twice.length} duplicate effects: ${placed} orders placed, ${acknowledged} acknowledged, ${refused} refused (stock), ${orderRows.filter((o) => !o.quote_id).length} on the server (one per key); order steps recorded once; ${unitsOrdered} units taken from stock = ordered, ${stock.filter((r) => r.stock < 0).length} below zero`,
      examples: twice,
    },
    { name: 'every device equals the server after a final pull', pass: differs.length === 0, detail: `${devices.length - differs.length}/${devices.length} devices equal (cart, wishlist and orders; the farms' orders)`, examples: differs },
  ];
}

/**
 * Bulk buying after the run: every acknowledged request, quote and move is on the server exactly once and nothing
 * refused or unacknowledged is; each accepted quote has one order and one agreement; the agreements chain; every
 * bulk buyer and farm device shows the requests, quotes (status and version) and agreements the server holds.
 */
export async function checkQuotes(db, devices) {
  const bulk = devices.filter((d) => d.role === 'bulk');
  const farmDevices = devices.filter((d) => d.role === 'seller');
  const log = devices.flatMap((d) => d.quoteLog.map((e) => ({ ...e, device: d.name })));
  const bulkIds = bulk.map((d) => d.account.id);
  const requests = (await db.query(`select id, buyer_id, status, note from quote_requests where buyer_id = any($1::uuid[])`, [bulkIds])).rows;
  const recipients = (await db.query(`select request_id, seller_id from quote_request_sellers where request_id = any($1::uuid[])`, [requests.map((r) => r.id)])).rows;
  const quotes = (await db.query(`select id, request_id, seller_id, buyer_id, status, current_version, order_id, agreement_id from quotes where buyer_id = any($1::uuid[])`, [bulkIds])).rows;
  const versions = (await db.query(`select quote_id, number, kind, note from quote_versions where quote_id = any($1::uuid[]) order by quote_id, number`, [quotes.map((q) => q.id)])).rows;
  const quoteOrders = (await db.query(`select id, quote_id, buyer_id, seller_id, status from orders where quote_id = any($1::uuid[])`, [quotes.map((q) => q.id)])).rows;
  const agreements = (await db.query(`select id, quote_id, order_id, buyer_id, seller_id from agreements where quote_id = any($1::uuid[])`, [quotes.map((q) => q.id)])).rows;
  const chain = (await db.query(`select seq::int as seq, prev_hash, hash from agreements order by seq`)).rows;
  const group = (rows, key) => {
    const m = new Map();
    for (const r of rows) m.set(r[key], [...(m.get(r[key]) ?? []), r]);
    return m;
  };
  const lost = [];
  const twice = [];
  const differs = [];
  const byKind = (k) => log.filter((e) => e.kind === k);
  const acked = log.filter((e) => e.acked === true);
  for (const e of log.filter((x) => x.unexpected)) lost.push(`${e.device}: ${e.kind} refused unexpectedly: ${e.unexpected}`);
  for (const e of log.filter((x) => x.acked === null)) lost.push(`${e.device}: ${e.kind} ${e.id ?? ''} never answered`);

  // Requests: the acknowledged ones on the server, to the farms chosen; no other.
  const requestById = new Map(requests.map((r) => [r.id, r]));
  const recipientsOf = group(recipients, 'request_id');
  const requestsSent = byKind('quote request');
  for (const e of requestsSent) {
    const row = requestById.get(e.id);
    if (e.acked && !row) lost.push(`${e.device}: request ${e.id} acknowledged, not on the server`);
    if (!e.acked && row) twice.push(`${e.device}: request ${e.id} refused, yet on the server`);
    if (e.acked && row && e.sellers && [...e.sellers].sort().join() !== (recipientsOf.get(e.id) ?? []).map((x) => x.seller_id).sort().join()) lost.push(`${e.device}: request ${e.id} went to other farms`);
    if (row && row.note !== `fleet ${e.key}`) twice.push(`request ${e.id}: note ${row.note}`);
  }
  const ackedRequests = new Set(requestsSent.filter((e) => e.acked).map((e) => e.id));
  for (const r of requests) if (!ackedRequests.has(r.id)) twice.push(`request ${r.id} on the server was never acknowledged`);

  // Quotes: one per acknowledged submission, none other; versions = 1 + acknowledged counter-offers and revisions,
  // each carrying its move's key once.
  const quoteById = new Map(quotes.map((q) => [q.id, q]));
  const submits = byKind('quote submit');
  for (const e of submits) {
    const row = quoteById.get(e.id);
    if (e.acked && !row) lost.push(`${e.device}: quote ${e.id} acknowledged, not on the server`);
    if (!e.acked && row) twice.push(`${e.device}: quote ${e.id} refused, yet on the server`);
  }
  const ackedSubmits = new Map(submits.filter((e) => e.acked).map((e) => [e.id, e]));
  for (const q of quotes) if (!ackedSubmits.has(q.id)) twice.push(`quote ${q.id} on the server was never acknowledged`);
  const termsMoves = log.filter((e) => e.kind === 'quote counter' || e.kind === 'quote revise');
  const ackedTerms = group(termsMoves.filter((e) => e.acked), 'id');
  const keyCount = new Map();
  for (const v of versions) keyCount.set(v.note, (keyCount.get(v.note) ?? 0) + 1);
  const versionsOf = group(versions, 'quote_id');
  let versionCount = 0;
  for (const q of quotes) {
    const vs = versionsOf.get(q.id) ?? [];
    versionCount += vs.length;
    const want = 1 + (ackedTerms.get(q.id)?.length ?? 0);
    if (vs.length !== want || q.current_version !== want) (vs.length > want ? twice : lost).push(`quote ${q.id}: ${vs.length} versions (current ${q.current_version}), ${want} acknowledged (quote + counter-offers + revisions)`);
    if (vs.some((v, i) => v.number !== i + 1)) twice.push(`quote ${q.id}: version numbers ${vs.map((v) => v.number).join(',')}`);
    const submitted = ackedSubmits.get(q.id);
    if (submitted && vs[0]?.note !== `fleet ${submitted.key}`) lost.push(`quote ${q.id}: version 1 is not the acknowledged quote`);
  }
  for (const e of termsMoves) {
    const n = keyCount.get(`fleet ${e.key}`) ?? 0;
    if (e.acked && n !== 1) (n > 1 ? twice : lost).push(`${e.device}: ${e.kind} of ${e.id} acknowledged, on the server ${n} times`);
    if (e.acked && e.versionAfter !== e.from + 1) twice.push(`${e.device}: ${e.kind} of ${e.id} at version ${e.from} answered version ${e.versionAfter}`);
    if (!e.acked && n) twice.push(`${e.device}: ${e.kind} of ${e.id} refused, yet on the server`);
  }

  // Ends: an acknowledged accept has made one order (with the quote id) and one agreement; declines and withdrawals stay.
  const ordersOf = group(quoteOrders, 'quote_id');
  const agreementsOf = group(agreements, 'quote_id');
  const accepts = byKind('quote accept').filter((e) => e.acked);
  const acceptedIds = new Set(accepts.map((e) => e.id));
  for (const e of accepts) {
    const q = quoteById.get(e.id);
    const os = ordersOf.get(e.id) ?? [];
    const as = agreementsOf.get(e.id) ?? [];
    if (q?.status !== 'accepted') lost.push(`${e.device}: accept of ${e.id} acknowledged, the quote is ${q?.status}`);
    if (os.length !== 1 || as.length !== 1) (os.length > 1 || as.length > 1 ? twice : lost).push(`quote ${e.id}: ${os.length} orders, ${as.length} agreements after one accept`);
    if (os[0] && (e.orderId !== os[0].id || q?.order_id !== os[0].id)) lost.push(`quote ${e.id}: the accept answered order ${e.orderId}, the server holds ${os[0].id}`);
    if (as[0] && (e.agreementId !== as[0].id || q?.agreement_id !== as[0].id || as[0].order_id !== os[0]?.id)) lost.push(`quote ${e.id}: the accept answered agreement ${e.agreementId}, the server holds ${as[0].id}`);
  }
  if (accepts.length !== acceptedIds.size) twice.push(`${accepts.length - acceptedIds.size} quotes accepted twice`);
  for (const q of quotes) if (q.status === 'accepted' && !acceptedIds.has(q.id)) twice.push(`quote ${q.id} accepted on the server, no accept acknowledged`);
  for (const o of quoteOrders) if (!acceptedIds.has(o.quote_id)) twice.push(`order ${o.id} of quote ${o.quote_id}: no accept acknowledged`);
  for (const a of agreements) if (!acceptedIds.has(a.quote_id)) twice.push(`agreement ${a.id} of quote ${a.quote_id}: no accept acknowledged`);
  const ended = { 'quote decline': 'declined', 'quote withdraw': 'withdrawn' };
  for (const e of log.filter((x) => x.acked && ended[x.kind])) if (quoteById.get(e.id)?.status !== ended[e.kind]) lost.push(`${e.device}: ${e.kind} of ${e.id} acknowledged, the quote is ${quoteById.get(e.id)?.status}`);
  const registered = byKind('bulk-buyer register');
  const { rows: roles } = await db.query(`select count(*)::int as n from users u join bulk_buyers b on b.user_id = u.id where u.id = any($1::uuid[]) and u.role = 'BulkBuyer'`, [bulkIds]);
  if (roles[0].n !== registered.filter((e) => e.acked).length) lost.push(`${roles[0].n} bulk buyers on the server, ${registered.filter((e) => e.acked).length} registrations acknowledged`);

  // The chain: every agreement's prev_hash is the hash before it; a sample recomputed by the server through the API.
  let broken = 0;
  for (const [i, a] of chain.entries()) if (a.seq !== i + 1 || (i > 0 && a.prev_hash !== chain[i - 1].hash)) broken++;
  const sample = agreements.slice(0, 25);
  let verified = 0;
  const unverified = [];
  for (const a of sample) {
    const d = bulk.find((x) => x.account.id === a.buyer_id);
    const res = await d.request('agreement verify', 'GET', `/api/quotes/agreements/${a.id}/`);
    if (res.status === 200 && res.body.verification?.valid === true) verified++;
    else unverified.push(`agreement ${a.id}: ${res.status} ${JSON.stringify(res.body?.verification ?? res.body).slice(0, 200)}`);
  }

  // Devices equal the server: requests (status), quotes (status and version), agreements.
  const requestsOf = group(requests, 'buyer_id');
  const quotesOfBuyer = group(quotes, 'buyer_id');
  const quotesOfSeller = group(quotes, 'seller_id');
  const agreementsOfBuyer = group(agreements, 'buyer_id');
  const agreementsOfSeller = group(agreements, 'seller_id');
  const ordersOfBuyer = group(quoteOrders, 'buyer_id');
  const requestsOfSeller = new Map();
  for (const r of recipients) if (requestById.has(r.request_id)) requestsOfSeller.set(r.seller_id, [...(requestsOfSeller.get(r.seller_id) ?? []), requestById.get(r.request_id)]);
  const rq = (r) => `${r.id} ${r.status}`;
  const qt = (q) => `${q.id} ${q.status} v${q.current_version}`;
  const same = (a, b) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
  const compare = (d, what, local, server) => {
    if (!same(local, server)) differs.push(`${d.name}: ${what} (${local.length} on the device, ${server.length} on the server)`);
  };
  for (const d of bulk) {
    const id = d.account.id;
    compare(d, 'quote_requests', [...d.local.quote_requests.values()].map(rq), (requestsOf.get(id) ?? []).map(rq));
    compare(d, 'quotes', [...d.local.quotes.values()].map(qt), (quotesOfBuyer.get(id) ?? []).map(qt));
    compare(d, 'agreements', [...d.local.agreements.keys()], (agreementsOfBuyer.get(id) ?? []).map((a) => a.id));
    compare(d, 'orders', [...d.local.orders.values()].map((o) => `${o.id} ${o.status}`), (ordersOfBuyer.get(id) ?? []).map((o) => `${o.id} ${o.status}`));
  }
  for (const d of farmDevices) {
    const fid = d.farm.id;
    const ownRequests = [...d.local.quote_requests.values()].filter((r) => bulkIds.includes(r.buyer_id));
    compare(d, 'quote_requests', ownRequests.map(rq), (requestsOfSeller.get(fid) ?? []).map(rq));
    compare(d, 'quotes', [...d.local.quotes.values()].filter((q) => bulkIds.includes(q.buyer_id)).map(qt), (quotesOfSeller.get(fid) ?? []).map(qt));
    compare(d, 'agreements', [...d.local.agreements.values()].filter((a) => quoteById.has(a.quote_id)).map((a) => a.id), (agreementsOfSeller.get(fid) ?? []).map((a) => a.id));
  }

  const count = (k, f = (e) => e.acked) => log.filter((e) => e.kind === k && f(e)).length;
  const stale = log.filter((e) => e.code === 'quote_changed').length;
  const otherRefused = log.filter((e) => e.acked === false && e.code !== 'quote_changed' && !e.unexpected).length;
  const moves = ['counter', 'revise', 'accept', 'decline', 'withdraw'].map((a) => `${count(`quote ${a}`)} ${a}`).join(', ');
  return [
    {
      name: 'quote moves: 0 lost',
      pass: lost.length === 0,
      detail: `${lost.length} acknowledged bulk-buying writes missing: ${count('bulk-buyer register')} bulk buyers registered, ${ackedRequests.size} requests, ${ackedSubmits.size} quotes, moves ${moves} (${acked.length} acknowledged in all, ${log.filter((e) => e.acked === false).length} refused: ${stale} × 409 quote_changed, stale version, re-read; ${otherRefused} × 409 moved on by the other side first)`,
      examples: lost,
    },
    {
      name: 'quote moves: 0 applied twice',
      pass: twice.length === 0,
      detail: `${twice.length} duplicate effects: ${requests.length} requests and ${quotes.length} quotes on the server, each acknowledged once; ${versionCount} quote versions = quotes + acknowledged counter-offers and revisions, each move's key once; ${acceptedIds.size} accepted: ${quoteOrders.length} orders with quote_id, ${agreements.length} agreements`,
      examples: twice,
    },
    {
      name: 'agreements verify',
      pass: broken === 0 && unverified.length === 0,
      detail: `chain of ${chain.length} agreements: ${broken} links broken; GET /api/quotes/agreements/{id}/ verified ${verified}/${sample.length} of the fleet's`,
      examples: unverified,
    },
    {
      name: 'bulk-buying devices equal the server after a final pull',
      pass: differs.length === 0,
      detail: `${bulk.length + farmDevices.length - new Set(differs.map((x) => x.split(':')[0])).size}/${bulk.length + farmDevices.length} devices equal (bulk buyers: requests, quotes with versions, agreements, their orders; farms: requests sent to them, their quotes, agreements)`,
      examples: differs,
    },
  ];
}
