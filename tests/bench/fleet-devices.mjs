// The devices of bench:fleet. Each has what the app keeps on a phone, reduced to what the checks need: a local copy
// of its synced rows (filled only by GET /api/sync/changes), an ordered outbox whose entries keep their
// Idempotency-Key through every retry, and a model of what its user did (the server must end up equal to it).
import http_ from 'node:http';
import { mulberry32 } from '../support/fault-proxy.mjs';

export const CART_PATH = '/api/product/add-to-cart/';
export const WISHLIST_PATH = '/api/product/wishlist/';
export const ORDER_PATH = '/api/orders/create_order/';
export const BULK_PATH = '/api/product/bulk-buyer/';
export const REQUESTS_PATH = '/api/quotes/requests/';
export const QUOTES_PATH = '/api/quotes/quotes/';
/** The moves of contract/quote-rules.ts QUOTE_TRANSITIONS the fleet makes, by who moves and from which status. */
export const QUOTE_MOVES = {
  buyer: { sent: ['accept', 'counter', 'decline'], revised: ['accept', 'counter', 'decline'], countered: ['decline'] },
  seller: { sent: ['revise', 'withdraw'], countered: ['accept', 'revise', 'decline', 'withdraw'], revised: ['revise', 'withdraw'] },
};
/** Refusals a quote write may get when another party (or another phone of the same farm) moved first. */
const QUOTE_REFUSALS = new Set(['quote_changed', 'invalid_transition', 'conflict']);
/** A farm's next step for a delivered order (the bench farms deliver). */
export const NEXT_STATUS = { placed: 'accepted', accepted: 'packed', packed: 'out_for_delivery', out_for_delivery: 'delivered' };
export const STATUS_RANK = { placed: 0, accepted: 1, packed: 2, out_for_delivery: 3, delivered: 4 };
const LINE_CAP = 40;
const agent = new http_.Agent({ keepAlive: true, maxSockets: 2048 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One JSON request: { status, body, ms, error }. status 0 with error 'timeout' or 'network' when no answer came.
 * `ip` goes out as X-Forwarded-For (the server trusts one proxy hop); `fresh` opens a new connection.
 */
export function http(base, method, path, { body, token, key, ip, timeoutMs = 30_000, fresh = false } = {}) {
  const target = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const began = performance.now();
    let settled = false;
    const done = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, ms: performance.now() - began });
    };
    const req = http_.request(
      {
        agent: fresh ? false : agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: {
          accept: 'application/json',
          ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...(key && { 'idempotency-key': key }),
          ...(ip && { 'x-forwarded-for': ip }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          done({ status: res.statusCode ?? 0, body: json, error: null });
        });
        res.on('error', () => done({ status: 0, body: null, error: 'network' }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: 0, body: null, error: 'timeout' });
    }, timeoutMs);
    req.on('error', () => done({ status: 0, body: null, error: 'network' }));
    if (payload) req.write(payload);
    req.end();
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Requests, latencies per kind and errors per kind, for the whole fleet. */
export class Stats {
  requests = 0;
  acked = 0;
  /** Quote writes (requests, quotes, moves) the server acknowledged, and 409 quote_changed refusals. */
  quoteAcked = 0;
  quoteStale = 0;
  latency = new Map();
  errors = new Map();
  outcomes = new Map();

  /** Answers since the last progress line, by status ('timeout', 'network' when none came). */
  recent = new Map();

  takeRecent() {
    const text = [...this.recent.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
    this.recent.clear();
    return text;
  }

  record(kind, res) {
    this.requests++;
    const status = res.status === 0 ? res.error : String(res.status);
    this.recent.set(status, (this.recent.get(status) ?? 0) + 1);
    if (!this.latency.has(kind)) this.latency.set(kind, []);
    this.latency.get(kind).push(res.ms);
    const error = classify(kind, res);
    if (error) this.errors.set(error, (this.errors.get(error) ?? 0) + 1);
  }

  outcome(kind, what) {
    const k = `${kind} ${what}`;
    this.outcomes.set(k, (this.outcomes.get(k) ?? 0) + 1);
  }

  waiting(devices) {
    return devices.reduce((n, d) => n + d.outbox.length, 0);
  }

  print({ runSeconds, devices, proxy }) {
    const head = ['request kind', 'requests', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
    const rows = [...this.latency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, xs]) => {
        const s = [...xs].sort((a, b) => a - b);
        return [kind, String(s.length), (s.length / runSeconds).toFixed(1), percentile(s, 50).toFixed(0), percentile(s, 95).toFixed(0), percentile(s, 99).toFixed(0), s.at(-1).toFixed(0)];
      });
    const all = [...this.latency.values()].flat().sort((a, b) => a - b);
    rows.push(['all', String(all.length), (all.length / runSeconds).toFixed(1), percentile(all, 50).toFixed(0), percentile(all, 95).toFixed(0), percentile(all, 99).toFixed(0), (all.at(-1) ?? 0).toFixed(0)]);
    console.log(`\n${devices} devices, ${runSeconds.toFixed(0)} s, then the drain and the final pulls (counted too)\n`);
    table(head, rows);
    console.log('\nanswers that were not a success (retried with the same Idempotency-Key unless said otherwise)\n');
    table(
      ['kind', 'count'],
      [...this.errors.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => [k, String(n)]),
    );
    console.log('\nwrites by outcome\n');
    table(
      ['write', 'count'],
      [...this.outcomes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => [k, String(n)]),
    );
    if (proxy) console.log(`\nfault proxy: ${Object.entries(proxy.counts).filter(([k, n]) => n && !['requests', 'pass', 'mutating'].includes(k)).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log([line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
}

/** Which kind of failure an answer is, or null for a success (or a refusal the device expects). */
function classify(kind, res) {
  if (res.status === 0) return res.error === 'timeout' ? 'timeout (no answer in time)' : 'connection error';
  if (res.status < 400) return null;
  const code = res.body?.code;
  if (code === 'injected') return `${res.status} injected by the fault proxy`;
  if (res.status === 409 && code === 'idempotency_in_progress') return '409 idempotency_in_progress (a copy still running)';
  if (res.status === 409 && code === 'order_changed') return '409 order_changed (stock ran out: refused, not retried)';
  if (res.status === 409 && code === 'quote_changed') return '409 quote_changed (a quote move on an older version: re-read, not retried)';
  if (res.status === 409 && kind.startsWith('quote')) return `409 ${code ?? ''} (the quote or request moved on first: not retried)`;
  if (res.status === 409) return `409 ${code ?? ''} (another device moved the order first: not retried)`;
  if (res.status === 429) return '429 rate limited';
  if (res.status >= 500) return `${res.status} server error`;
  return `${res.status} ${code ?? ''} (refused, not retried)`;
}

const retryable = (res) => res.status === 0 || res.status >= 500 || res.status === 408 || res.status === 429 || (res.status === 409 && res.body?.code === 'idempotency_in_progress');

/** 'YYYY-MM-DD' plus `n` days. */
function addDays(date, n) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The terms a quote shows, as the quote and counter-offer forms send them. */
function termsWrite(t) {
  const keys = ['variety', 'grade', 'pack_type', 'pack_style', 'quantity', 'unit', 'availability_start', 'availability_end', 'delivery_date', 'location', 'price_minor', 'per_unit', 'currency'];
  return Object.fromEntries(keys.map((k) => [k, t[k]]));
}

/** Today in Toronto, as the server counts delivery dates. */
function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export class Device {
  /** Synced rows by table, then id: what this phone shows. */
  local = { cart_items: new Map(), wishlist_items: new Map(), orders: new Map(), quote_requests: new Map(), quotes: new Map(), agreements: new Map() };
  cursor = '';
  outbox = [];
  /** What the user did: cart lines by `${product}|${grade}`, wishlist by product, orders placed by id. */
  cart = new Map();
  wishlist = new Map();
  orders = new Map();
  /** Farm devices: the moves the server acknowledged, by order id: the furthest status. */
  moves = new Map();
  /** Bulk buying: every quote write this device sent ({ kind, id, key, acked, code, ... }), quotes with a write in the
   * outbox, the row version an acknowledged write answered (the device waits for a pull at least as new), and the
   * requests this farm device quoted on. */
  quoteLog = [];
  busy = new Set();
  seen = new Map();
  quotedRequests = new Set();
  /** Re-reads after a 409 quote_changed still running: they may enqueue a move, so the drain waits for them. */
  reads = new Set();
  draining = null;

  constructor({ name, role, account, farm, seed, baseUrl, stats, products, scene, thinkMs, timeoutMs }) {
    Object.assign(this, { name, role, account, farm, baseUrl, stats, products, scene, thinkMs, timeoutMs });
    this.random = mulberry32(seed);
  }

  pick(xs) {
    return xs[Math.floor(this.random() * xs.length)];
  }

  request(kind, method, path, extra = {}) {
    return http(this.baseUrl, method, path, { token: this.account.access, ip: this.account.ip, timeoutMs: this.timeoutMs, ...extra }).then((res) => {
      this.stats.record(kind, res);
      return res;
    });
  }

  /** Pulls until the server has nothing more; false when a page failed (the next pull resumes from the cursor). */
  async pull(kind = 'sync pull') {
    for (let page = 0; page < 50; page++) {
      const res = await this.request(kind, 'GET', `/api/sync/changes?limit=1000${this.cursor ? `&cursor=${encodeURIComponent(this.cursor)}` : ''}`);
      if (res.status !== 200) return false;
      if (res.body.reset) for (const t of Object.values(this.local)) t.clear();
      for (const c of res.body.changes) {
        const table = this.local[c.table];
        if (!table) continue;
        if (c.op === 'delete') table.delete(c.id);
        else table.set(c.id, c.row);
      }
      this.cursor = res.body.cursor;
      if (!res.body.has_more) return true;
    }
    return false;
  }

  /** Appends a write; the outbox sends entries in order, one at a time, each with its own key kept for its retries. */
  enqueue(kind, method, path, body, onDone, key = crypto.randomUUID()) {
    this.outbox.push({ kind, method, path, body, key, attempts: 0, onDone });
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  async drain() {
    while (this.outbox.length) {
      const entry = this.outbox[0];
      const res = await this.request(entry.kind, entry.method, entry.path, { body: entry.body, key: entry.key });
      entry.attempts++;
      if (retryable(res)) {
        // Capped exponential backoff with jitter, the same key every time.
        await sleep(Math.min(5000, 200 * 2 ** Math.min(entry.attempts, 5)) * (0.5 + this.random()));
        continue;
      }
      this.outbox.shift();
      const ok = res.status >= 200 && res.status < 300;
      if (ok) this.stats.acked++;
      this.stats.outcome(entry.kind, ok ? (entry.attempts > 1 ? 'acknowledged after a retry' : 'acknowledged') : `refused ${res.status} ${res.body?.code ?? ''}`);
      entry.onDone?.(ok, res);
    }
  }

  // ----- what a buyer does

  cartAction() {
    const lines = [...this.cart.values()];
    const r = this.random();
    if (r < 0.45 || lines.length === 0) {
      const product_id = this.pick(this.products);
      const grade = this.pick(['top', 'mid', 'lower']);
      const q = 1 + Math.floor(this.random() * 5);
      const existing = this.cart.get(`${product_id}|${grade}`);
      if (existing) return this.setQuantity(existing, Math.min(LINE_CAP, existing.quantity + q));
      const line = { id: crypto.randomUUID(), product_id, grade, quantity: q };
      this.cart.set(`${product_id}|${grade}`, line);
      return this.enqueue('cart add', 'POST', CART_PATH, { id: line.id, product_id, quantity: q, grade });
    }
    const line = this.pick(lines);
    if (r < 0.8) return this.setQuantity(line, 1 + Math.floor(this.random() * LINE_CAP));
    this.cart.delete(`${line.product_id}|${line.grade}`);
    return this.enqueue('cart remove', 'DELETE', `${CART_PATH}${line.id}/`);
  }

  setQuantity(line, quantity) {
    line.quantity = quantity;
    this.enqueue('cart update', 'PATCH', `${CART_PATH}${line.id}/`, { quantity });
  }

  wishlistAction() {
    const product_id = this.pick(this.products);
    const id = this.wishlist.get(product_id);
    if (id) {
      this.wishlist.delete(product_id);
      return this.enqueue('wishlist remove', 'DELETE', `${WISHLIST_PATH}${id}/`);
    }
    const fresh = crypto.randomUUID();
    this.wishlist.set(product_id, fresh);
    this.enqueue('wishlist add', 'POST', WISHLIST_PATH, { id: fresh, product_id });
  }

  orderAction() {
    const farm = this.pick(this.scene.farms);
    const picked = new Set();
    const n = 1 + Math.floor(this.random() * 2);
    while (picked.size < n) picked.add(this.pick(farm.products));
    const lines = [...picked].map((p) => ({ product_id: p.id, grade: 'top', quantity: 1 + Math.floor(this.random() * 3), unit_price_minor: p.price }));
    const id = crypto.randomUUID();
    this.orders.set(id, { lines, acked: null });
    this.enqueue(
      'order place',
      'POST',
      ORDER_PATH,
      { id, seller_id: farm.id, lines, fulfilment: 'delivery', address_id: this.account.addressId, date: today(), payment_method: 'pay_on_delivery' },
      (ok, res) => {
        this.orders.get(id).acked = ok;
        if (!ok && !(res.status === 409 && res.body?.code === 'order_changed')) this.orders.get(id).unexpected = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      },
    );
  }

  // ----- what a farm does: moves an order it has on the device one step on

  moveAction() {
    const open = [...this.local.orders.values()].filter((o) => NEXT_STATUS[o.status]);
    if (!open.length) return;
    const order = this.pick(open);
    const to = NEXT_STATUS[order.status];
    this.enqueue('order move', 'POST', `/api/orders/${order.id}/transition/`, { to }, (ok) => {
      if (ok && (STATUS_RANK[this.moves.get(order.id)] ?? -1) < STATUS_RANK[to]) this.moves.set(order.id, to);
    });
  }

  // ----- bulk buying: requests by bulk buyers, quotes by farms, and the moves of QUOTE_MOVES in turn

  /** Records the answer to a quote write; an unexpected refusal is kept for the checks. */
  settle(entry, ok, res) {
    entry.acked = ok;
    entry.code = res.body?.code ?? null;
    if (ok) {
      this.stats.quoteAcked++;
      const row = res.body?.data;
      if (row?.id && row.version) this.seen.set(row.id, Math.max(this.seen.get(row.id) ?? 0, row.version));
      if (entry.kind !== 'quote request' && entry.kind !== 'bulk-buyer register') {
        entry.versionAfter = row?.current_version ?? null;
        entry.status = row?.status ?? null;
      }
      entry.orderId = res.body?.order_id ?? null;
      entry.agreementId = res.body?.agreement_id ?? null;
    } else if (!(res.status === 409 && QUOTE_REFUSALS.has(res.body?.code))) {
      entry.unexpected = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    }
  }

  /** A row the device may act on: no write of its own waiting, and the device has pulled what its last write made. */
  ready(row) {
    return !this.busy.has(row.id) && (this.seen.get(row.id) ?? 0) <= row.version;
  }

  registerBulkBuyer() {
    const entry = { kind: 'bulk-buyer register', key: crypto.randomUUID(), acked: null };
    this.quoteLog.push(entry);
    this.enqueue(
      'bulk-buyer register',
      'POST',
      BULK_PATH,
      { business_name: `Fleet Bistro ${this.name}`, business_number: '123456789', business_type: 'Restaurant/Food_Service', expected_monthly_volume: 500, hst_number: '123456789 RT0001', sfcr_license: 'SFCR-FLEET', unit: 'kg' },
      (ok, res) => this.settle(entry, ok, res),
      entry.key,
    );
  }

  /** A bulk buyer asks 1-3 chosen fleet farms (or, one time in four, every farm selling the fleet category in Ontario: the fleet's farms alone sell it). */
  requestAction() {
    const open = [...this.local.quote_requests.values()].filter((r) => r.buyer_id === this.account.id && r.status === 'pending').length;
    if (open + this.outbox.filter((e) => e.kind === 'quote request').length >= 3) return this.pull();
    const chosen = new Set();
    const n = 1 + Math.floor(this.random() * Math.min(3, this.scene.farms.length));
    while (chosen.size < n) chosen.add(this.pick(this.scene.farms).id);
    const audience = this.random() < 0.75 ? 'chosen' : 'matching';
    const entry = { kind: 'quote request', id: crypto.randomUUID(), key: crypto.randomUUID(), acked: null, sellers: audience === 'chosen' ? [...chosen] : null };
    this.quoteLog.push(entry);
    this.enqueue(
      'quote request',
      'POST',
      REQUESTS_PATH,
      {
        id: entry.id,
        category_id: this.scene.categoryId,
        title: 'Fleet carrots',
        variety: 'Nantes',
        grade: 'top',
        quantity: 50 + Math.floor(this.random() * 200),
        unit: 'kg',
        packaging: '25 lb bags',
        fulfilment: 'delivery',
        address_id: this.account.addressId,
        delivery_date: addDays(today(), 7),
        window_start: '08:00',
        window_end: '12:00',
        target_price_minor: 150,
        currency: 'CAD',
        payment_method: 'invoice_net30',
        note: `fleet ${entry.key}`,
        audience,
        ...(audience === 'chosen' && { seller_ids: [...chosen] }),
      },
      (ok, res) => this.settle(entry, ok, res),
      entry.key,
    );
  }

  /** A farm answers a pending request it has on the device and has not quoted on. */
  submitQuote(request) {
    this.quotedRequests.add(request.id);
    const entry = { kind: 'quote submit', id: crypto.randomUUID(), requestId: request.id, key: crypto.randomUUID(), acked: null };
    this.quoteLog.push(entry);
    const terms = {
      variety: 'Nantes',
      grade: 'top',
      pack_type: 'Bag',
      pack_style: '25 lb',
      quantity: Math.round(request.quantity * 2.2046),
      unit: 'lb',
      availability_start: today(),
      availability_end: addDays(request.delivery_date, 3),
      delivery_date: request.delivery_date,
      location: 'Guelph, ON',
      price_minor: 150 + Math.floor(this.random() * 100),
      per_unit: 'lb',
      currency: 'CAD',
    };
    this.enqueue('quote submit', 'POST', `${REQUESTS_PATH}${request.id}/quotes/`, { id: entry.id, terms, note: `fleet ${entry.key}` }, (ok, res) => this.settle(entry, ok, res), entry.key);
  }

  /** One move on a quote at the version the device shows; a 409 quote_changed re-reads it and may try once more. */
  quoteMove(quote, action, retry = false) {
    const key = crypto.randomUUID();
    const entry = { kind: `quote ${action}`, id: quote.id, requestId: quote.request_id, key, acked: null, from: quote.current_version, retry };
    this.quoteLog.push(entry);
    const body = { action, expected_version: quote.current_version };
    if (action === 'counter' || action === 'revise') {
      const factor = action === 'counter' ? 0.85 + this.random() * 0.1 : 0.92 + this.random() * 0.06;
      body.terms = termsWrite({ ...quote.terms, price_minor: Math.max(1, Math.round(quote.terms.price_minor * factor)) });
      body.note = `fleet ${key}`;
    }
    if (action === 'decline' || action === 'withdraw') body.reason = 'Fleet: not this time';
    this.busy.add(quote.id);
    this.enqueue(
      entry.kind,
      'POST',
      `${QUOTES_PATH}${quote.id}/transition/`,
      body,
      (ok, res) => {
        this.busy.delete(quote.id);
        this.settle(entry, ok, res);
        if (!ok && res.status === 409 && res.body?.code === 'quote_changed') {
          this.stats.quoteStale++;
          if (!retry) {
            const read = this.reread(quote.id, action).finally(() => this.reads.delete(read));
            this.reads.add(read);
          }
        }
      },
      key,
    );
  }

  /** After a 409 quote_changed: GET the quote; if the same move is still this party's to make, make it once more at the new version. */
  async reread(id, action) {
    const res = await this.request('quote re-read', 'GET', `${QUOTES_PATH}${id}/`);
    if (res.status !== 200) return;
    const fresh = res.body.data;
    const actor = this.role === 'seller' ? 'seller' : 'buyer';
    if (QUOTE_MOVES[actor][fresh.status]?.includes(action) && !this.busy.has(id) && this.random() < 0.5) {
      this.stats.outcome('quote re-read', 'the same move again at the new version');
      this.quoteMove(fresh, action, true);
    } else this.stats.outcome('quote re-read', 'the move no longer made');
  }

  pendingRequest(quote) {
    return this.local.quote_requests.get(quote.request_id)?.status === 'pending';
  }

  /** A bulk buyer answers a farm's terms: counter (not past version 5), accept or decline. */
  buyerQuoteAction() {
    const mine = [...this.local.quotes.values()].filter((q) => q.buyer_id === this.account.id && (q.status === 'sent' || q.status === 'revised') && this.ready(q) && this.pendingRequest(q));
    if (!mine.length) return false;
    const quote = this.pick(mine);
    const r = this.random();
    const action = quote.current_version >= 5 ? (r < 0.7 ? 'accept' : 'decline') : r < 0.5 ? 'counter' : r < 0.85 ? 'accept' : 'decline';
    this.quoteMove(quote, action);
    return true;
  }

  /** A farm quotes on a request it has not answered, or answers a counter-offer: revise, accept, decline; now and then it revises its own open quote or withdraws it. */
  sellerQuoteAction() {
    const own = [...this.local.quotes.values()].filter((q) => q.seller_id === this.farm.id);
    const quoted = new Set(own.map((q) => q.request_id));
    const unanswered = [...this.local.quote_requests.values()].filter((r) => r.status === 'pending' && !quoted.has(r.id) && !this.quotedRequests.has(r.id));
    if (unanswered.length && this.random() < 0.9) {
      this.submitQuote(this.pick(unanswered));
      return true;
    }
    const ready = own.filter((q) => this.ready(q) && this.pendingRequest(q));
    const countered = ready.filter((q) => q.status === 'countered');
    const r = this.random();
    if (countered.length) {
      const quote = this.pick(countered);
      this.quoteMove(quote, quote.current_version >= 6 ? 'accept' : r < 0.55 ? 'revise' : r < 0.85 ? 'accept' : r < 0.95 ? 'decline' : 'withdraw');
      return true;
    }
    const waiting = ready.filter((q) => q.status === 'sent' || q.status === 'revised');
    if (waiting.length && r < 0.1) {
      const quote = this.pick(waiting);
      this.quoteMove(quote, quote.current_version < 5 && r < 0.08 ? 'revise' : 'withdraw');
      return true;
    }
    return false;
  }

  async act() {
    const r = this.random();
    if (this.role === 'bulk') {
      if (r < 0.2) return this.requestAction();
      // The phone opens the request list: a pull first, then an answer to what the farms sent.
      await this.pull();
      if (r < 0.75) this.buyerQuoteAction();
      return;
    }
    if (this.role === 'seller') {
      if (r < 0.25) return this.pull();
      if (r < 0.8) {
        await this.pull();
        if (this.sellerQuoteAction()) return;
      }
      return this.moveAction();
    }
    if (r < 0.4) return this.cartAction();
    if (r < 0.55) return this.wishlistAction();
    if (r < 0.62) return this.orderAction();
    if (r < 0.85) return this.pull();
    const res = await this.request('catalogue page', 'GET', `/api/product/products/?page=${1 + Math.floor(this.random() * 5)}&page_size=24`);
    return res;
  }

  /** Acts until `until`, starting at a random moment within `rampMs`, pausing ~thinkMs between actions. */
  async run(until, rampMs) {
    await sleep(this.random() * rampMs);
    await this.pull('sync pull (first)');
    if (this.role === 'bulk') this.registerBulkBuyer();
    while (performance.now() < until) {
      await this.act();
      await sleep(this.thinkMs * (0.5 + this.random()));
    }
  }

  /** After the run: the outbox empties (by `deadline`). */
  async drained(deadline) {
    while (this.outbox.length || this.draining || this.reads.size) {
      if (performance.now() > deadline) throw new Error(`${this.name}: ${this.outbox.length} writes still waiting when the drain's time was up`);
      await Promise.race([this.draining ?? this.reads.values().next().value ?? sleep(50), sleep(1000)]);
    }
  }

  /** The last pull, once every device has drained: it brings the server's rows. */
  async finalPull() {
    for (let i = 0; !(await this.pull('sync pull (final)')); i++) {
      if (i > 20) throw new Error(`${this.name}: the final pull did not complete`);
      await sleep(200);
    }
  }
}
