// The sync simulation shared by tests/sync/fault-injection.test.ts (fixed seed) and `npm run bench:sync`
// (random seed): the real server (PGlite, fresh DATA_DIR) behind the fault proxy, N simulated clients, each
// with its own fake-indexeddb Dexie (MarketDb), the real outbox (`enqueue`, what `mutate` runs), the real
// drainer (`createDrainer`) and the real pull, with fetch going through the proxy. Each client keeps an
// in-memory model of what its user did; at the end the server's cart and wishlist must equal that model
// (nothing lost, nothing applied twice) and each client's Dexie must equal the server.
//
// `fake-indexeddb/auto` must be imported before Dexie is: the importer does it first.
import { readFileSync } from 'node:fs';
import type { CartItem, WishlistItem } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import { discountedMinor } from '@contract/catalogue.ts';
import { GRADES, type Grade } from '@contract/enums.ts';
import { MarketDb } from '@/offline/db.ts';
import { installDomainAppliers } from '@/domain/appliers.ts';
import { createDrainer, type Drainer, type DrainReport } from '@/offline/drain.ts';
import { enqueue, type Mutation } from '@/offline/outbox.ts';
import { createPuller } from '@/offline/pull.ts';
import { FAULT_KINDS, mulberry32, startFaultProxy, type FaultProxy, type FaultRates } from './fault-proxy.mjs';
import { startRestartableServer, type RestartableServer } from './restartable-server.mjs';

// The cart's and the wishlist's appliers write the server's answers into each client's Dexie.
installDomainAppliers();

export const CART_PATH = '/product/add-to-cart/';
export const WISHLIST_PATH = '/product/wishlist/';
/** Lines never go above this, so no quantity is refused for stock (products are picked with more). */
export const LINE_CAP = 40;

export interface ServerUser {
  email: string;
  password: string;
  access: string;
  refresh: string;
  user: { id: string } & Record<string, unknown>;
}

export interface Puller {
  pull(): Promise<{ ok: boolean; networkFailed: boolean }>;
}
type PullerFactory = (opts: { db: MarketDb; fetch: typeof fetch; baseUrl: string; now?: () => number }) => Puller;

/** The offline layer's pull. */
export async function loadPull(): Promise<PullerFactory | null> {
  return createPuller;
}

/** Pulls until a pull completes (a pull through the faulty proxy may stop half way; it resumes from its cursor). */
export async function pullUntilDone(puller: Puller, tries = 20): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if ((await puller.pull()).ok) return;
    await sleep(20);
  }
  throw new Error(`the pull did not complete after ${tries} tries`);
}

export async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${res.url}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers a fresh buyer directly on the server (no proxy) and returns its tokens. */
export async function registerUser(baseUrl: string, tag: string): Promise<ServerUser> {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const email = `sync.${tag}.${Date.now()}.${digits}@example.ca`;
  const password = 'Correct-Horse-42-battery';
  const res = await fetch(`${baseUrl}/api/account/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      first_name: 'Sync',
      last_name: tag,
      email,
      phone_number: `416${2 + Math.floor(Math.random() * 8)}${digits}`,
      password,
      confirm_password: password,
    }),
  });
  const body = await json<{ tokens: { access: string; refresh: string }; user: ServerUser['user'] }>(res);
  return { email, password, access: body.tokens.access, refresh: body.tokens.refresh, user: body.user };
}

/** Products sold by 1 unit whose three grades all have at least `minStock`, via the public list (or the pull when the list is missing). */
export async function productsWithStock(baseUrl: string, minStock: number, want: number): Promise<Product[]> {
  const found: Product[] = [];
  const ok = (p: Product) => p.status !== 'Draft' && p.min_order_qty === 1 && p.grades.length === GRADES.length && p.grades.every((g) => g.stock >= minStock);
  const list = await fetch(`${baseUrl}/api/product/products/?page_size=100&page=1`);
  if (list.ok) {
    for (let page = 1; found.length < want && page <= 20; page++) {
      const body = await json<{ data: Product[] }>(await fetch(`${baseUrl}/api/product/products/?page_size=100&page=${page}`));
      if (!body.data.length) break;
      found.push(...body.data.filter(ok));
    }
  } else {
    const body = await json<{ changes: { table: string; row?: Product }[] }>(await fetch(`${baseUrl}/api/sync/changes?limit=2000`));
    found.push(...body.changes.filter((c) => c.table === 'products' && c.row && ok(c.row)).map((c) => c.row!));
  }
  if (found.length < want) throw new Error(`only ${found.length} products have ${minStock}+ in stock in every grade (wanted ${want})`);
  return found.slice(0, want);
}

/** A clock the test moves forward so the drainer's backoff (1 s .. 5 min) costs no real time. */
export function virtualClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advanceTo(at: number) {
      const d = at - (Date.now() + offset);
      if (d > 0) offset += d;
    },
  };
}

export interface ModelLine {
  id: string;
  product_id: string;
  grade: Grade;
  quantity: number;
}

/** One simulated device of one user. */
export class SimClient {
  readonly db: MarketDb;
  readonly drainer: Drainer;
  readonly clock = virtualClock();
  /** What the user did, as the server must end up: key `${product_id}|${grade}`. */
  readonly cart = new Map<string, ModelLine>();
  /** product_id -> wishlist row id. */
  readonly wishlist = new Map<string, string>();
  readonly random: () => number;
  enqueued = 0;
  confirmed = 0;
  rejectedSeen = 0;
  pulls = 0;
  readonly ops: Record<string, number> = { 'cart.add': 0, 'cart.update': 0, 'cart.remove': 0, 'wishlist.add': 0, 'wishlist.remove': 0 };

  constructor(
    readonly name: string,
    readonly user: ServerUser,
    readonly products: Product[],
    readonly baseUrl: string,
    seed: number,
    fetchFn: typeof fetch = fetch,
    /** Entries per push request: 1 sends each alone, more goes through POST /api/sync/batch/. */
    batchSize = 1,
  ) {
    this.db = new MarketDb(name);
    this.random = mulberry32(seed);
    this.drainer = createDrainer({
      db: this.db,
      fetch: fetchFn,
      baseUrl,
      now: this.clock.now,
      random: mulberry32(seed ^ 0x5bd1e995),
      locks: null, // Node has no Web Locks: the lease in local_meta (per client db)
      autoSchedule: false, // the test drives time
      timeoutMs: 10_000,
      batchSize,
    });
  }

  async signIn() {
    await this.db.open();
    await this.db.local_session.put({
      key: 'current',
      user: this.user.user as never,
      access: this.user.access,
      refresh: this.user.refresh,
      savedAt: Date.now(),
    });
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.random() * xs.length)]!;
  }

  private async push(m: Mutation) {
    await enqueue(this.db, m, this.clock.now());
    this.enqueued++;
    this.ops[m.kind] = (this.ops[m.kind] ?? 0) + 1;
  }

  private localRow(product: Product, line: ModelLine): CartItem {
    const offer = product.grades.find((g) => g.grade === line.grade)!;
    const price = discountedMinor(offer.price_minor, product.discount_percent);
    const now = new Date().toISOString();
    return {
      id: line.id,
      product_id: line.product_id,
      grade: line.grade,
      quantity: line.quantity,
      unit_price_minor: price,
      current_price_minor: price,
      price_changed: false,
      currency: product.currency,
      available: offer.stock,
      created_at: now,
      updated_at: now,
      version: 0,
    };
  }

  private async setQuantity(line: ModelLine, next: number) {
    line.quantity = next;
    await this.push({
      kind: 'cart.update',
      label: 'change quantity',
      entity: { table: 'cart_items', id: line.id },
      request: { method: 'PATCH', path: `${CART_PATH}${line.id}/`, body: { quantity: next } },
      apply: async () => {
        await this.db.cart_items.update(line.id, { quantity: next, updated_at: new Date().toISOString() });
      },
    });
  }

  /** One random user action, shaped like src/web/features/cart/cart-actions.ts does it (same kinds, paths, bodies). */
  async randomMutation() {
    const r = this.random();
    const lines = [...this.cart.values()];
    if (r < 0.35 || lines.length === 0) {
      const product = this.pick(this.products);
      const grade = this.pick(GRADES);
      const q = 1 + Math.floor(this.random() * 5);
      const existing = this.cart.get(`${product.id}|${grade}`);
      if (existing) {
        // What addLine does when the line is already in the cart: PATCH the new total.
        return this.setQuantity(existing, existing.quantity + q > LINE_CAP ? 1 + Math.floor(this.random() * LINE_CAP) : existing.quantity + q);
      }
      const line: ModelLine = { id: crypto.randomUUID(), product_id: product.id, grade, quantity: q };
      this.cart.set(`${product.id}|${grade}`, line);
      const row = this.localRow(product, line);
      return this.push({
        kind: 'cart.add',
        label: 'add to cart',
        entity: { table: 'cart_items', id: line.id },
        request: { method: 'POST', path: CART_PATH, body: { id: line.id, product_id: product.id, quantity: q, grade } },
        apply: async () => {
          await this.db.cart_items.put(row);
        },
      });
    }
    if (r < 0.6) {
      const line = this.pick(lines);
      let next = 1 + Math.floor(this.random() * LINE_CAP);
      if (next === line.quantity) next = next === 1 ? 2 : next - 1;
      return this.setQuantity(line, next);
    }
    if (r < 0.75) {
      const line = this.pick(lines);
      this.cart.delete(`${line.product_id}|${line.grade}`);
      return this.push({
        kind: 'cart.remove',
        label: 'remove from cart',
        entity: { table: 'cart_items', id: line.id },
        request: { method: 'DELETE', path: `${CART_PATH}${line.id}/` },
        apply: async () => {
          await this.db.cart_items.delete(line.id);
        },
      });
    }
    const product = this.pick(this.products);
    const wishId = this.wishlist.get(product.id);
    if (wishId) {
      this.wishlist.delete(product.id);
      return this.push({
        kind: 'wishlist.remove',
        label: 'remove from wishlist',
        entity: { table: 'wishlist_items', id: wishId },
        request: { method: 'DELETE', path: `${WISHLIST_PATH}${wishId}/` },
        apply: async () => {
          await this.db.wishlist_items.delete(wishId);
        },
      });
    }
    const id = crypto.randomUUID();
    this.wishlist.set(product.id, id);
    const row: WishlistItem = { id, product_id: product.id, created_at: new Date().toISOString(), version: 0 };
    return this.push({
      kind: 'wishlist.add',
      label: 'add to wishlist',
      entity: { table: 'wishlist_items', id },
      request: { method: 'POST', path: WISHLIST_PATH, body: { id, product_id: product.id } },
      apply: async () => {
        await this.db.wishlist_items.put(row);
      },
    });
  }

  /** One drain; a backoff wait is skipped by moving the virtual clock (the order of entries is still kept). */
  async drainOnce(): Promise<DrainReport> {
    const report = await this.drainer.drain();
    this.confirmed += report.sent;
    this.rejectedSeen += report.rejected;
    if (report.nextAttemptAt !== null) this.clock.advanceTo(report.nextAttemptAt);
    return report;
  }

  async pending(): Promise<number> {
    return this.db.local_outbox.where('state').equals('pending').count();
  }

  async rejected() {
    return this.db.local_outbox.where('state').equals('rejected').toArray();
  }

  /** Drains until nothing is pending (or the deadline passes). */
  async drainAll(deadlineMs = 120_000) {
    const until = Date.now() + deadlineMs;
    while ((await this.pending()) > 0) {
      if (Date.now() > until) throw new Error(`${this.name}: ${await this.pending()} entries still pending after ${deadlineMs} ms`);
      const report = await this.drainOnce();
      if (report.paused) throw new Error(`${this.name}: the queue paused (refresh refused)`);
      if (report.networkFailed || report.busy) await sleep(20);
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerState {
  cart: CartItem[];
  wishlist: WishlistItem[];
}

export async function serverState(baseUrl: string, access: string): Promise<ServerState> {
  const headers = { authorization: `Bearer ${access}`, accept: 'application/json' };
  const cart = await json<{ data: CartItem[] }>(await fetch(`${baseUrl}/api${CART_PATH}`, { headers }));
  const wishlist = await json<{ data: WishlistItem[] }>(await fetch(`${baseUrl}/api${WISHLIST_PATH}`, { headers }));
  return { cart: cart.data, wishlist: wishlist.data };
}

export interface Comparison {
  lost: string[];
  duplicated: string[];
  dexieDiff: string[];
}

const lineKey = (l: { product_id: string; grade: string }) => `${l.product_id}|${l.grade}`;

/** Model vs server (lost / applied twice) and Dexie vs server. */
export async function compare(client: SimClient, server: ServerState): Promise<Comparison> {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const dexieDiff: string[] = [];
  const serverLines = new Map<string, CartItem[]>();
  for (const l of server.cart) serverLines.set(lineKey(l), [...(serverLines.get(lineKey(l)) ?? []), l]);
  for (const [key, want] of client.cart) {
    const got = serverLines.get(key) ?? [];
    if (got.length === 0) lost.push(`cart line ${key} (${want.quantity}) missing`);
    else if (got.length > 1) duplicated.push(`cart line ${key} appears ${got.length} times`);
    const q = got.reduce((n, l) => n + l.quantity, 0);
    if (got.length && q > want.quantity) duplicated.push(`cart line ${key}: ${q} on the server, ${want.quantity} expected`);
    if (got.length && q < want.quantity) lost.push(`cart line ${key}: ${q} on the server, ${want.quantity} expected`);
    if (got.length === 1 && got[0]!.id !== want.id) dexieDiff.push(`cart line ${key}: server id ${got[0]!.id}, client id ${want.id}`);
  }
  for (const [key, got] of serverLines) if (!client.cart.has(key)) duplicated.push(`cart line ${key} (${got.map((l) => l.quantity).join('+')}) on the server, removed by the user`);

  const serverWish = new Map<string, WishlistItem[]>();
  for (const w of server.wishlist) serverWish.set(w.product_id, [...(serverWish.get(w.product_id) ?? []), w]);
  for (const [productId] of client.wishlist) {
    const got = serverWish.get(productId) ?? [];
    if (got.length === 0) lost.push(`wishlist ${productId} missing`);
    if (got.length > 1) duplicated.push(`wishlist ${productId} appears ${got.length} times`);
  }
  for (const [productId] of serverWish) if (!client.wishlist.has(productId)) duplicated.push(`wishlist ${productId} on the server, removed by the user`);

  const dexieCart = await client.db.cart_items.toArray();
  const norm = (ls: { id: string; product_id: string; grade: string; quantity: number }[]) =>
    ls.map((l) => `${l.id} ${l.product_id} ${l.grade} ${l.quantity}`).sort();
  const a = norm(dexieCart);
  const b = norm(server.cart);
  if (JSON.stringify(a) !== JSON.stringify(b)) dexieDiff.push(`cart_items: Dexie [${a.length}] != server [${b.length}]: ${a.filter((x) => !b.includes(x)).concat(b.filter((x) => !a.includes(x)).map((x) => `server has ${x}`)).slice(0, 5).join('; ')}`);
  const wa = (await client.db.wishlist_items.toArray()).map((w) => `${w.id} ${w.product_id}`).sort();
  const wb = server.wishlist.map((w) => `${w.id} ${w.product_id}`).sort();
  if (JSON.stringify(wa) !== JSON.stringify(wb)) dexieDiff.push(`wishlist_items: Dexie [${wa.length}] != server [${wb.length}]`);
  return { lost, duplicated, dexieDiff };
}

export interface SimOptions {
  seed: number;
  mutations: number;
  clients?: number;
  rates?: Partial<FaultRates>;
  /** Restart the server once when this share of the mutations has been made (null: never). */
  restartAt?: number | null;
  /**
   * What the restart is: 'process' stops the server (every process) and starts it again; 'worker' kills one worker of
   * a WORKERS>1 cluster with SIGKILL mid-request and waits for the primary to fork another.
   */
  restartKind?: 'process' | 'worker';
  /** Entries per push request (default 1: each alone; more: the batch path). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface SimResult {
  seed: number;
  sent: number;
  applied: number;
  rejected: number;
  lost: string[];
  duplicated: string[];
  dexieDiff: string[];
  rejectedEntries: { kind: string; path: string; status: number | null; error: string | null }[];
  faults: Record<string, number>;
  requests: number;
  ops: Record<string, number>;
  restartMs: number | null;
  pull: boolean;
  ms: number;
}

export interface SyncWorld {
  server: RestartableServer;
  proxy: FaultProxy;
  products: Product[];
  pull: PullerFactory | null;
  close(): Promise<void>;
}

/** `env` adds server settings: `{ DATABASE_URL, WORKERS: '2' }` runs the proof across two processes on PostgreSQL. */
export async function startWorld(seed: number, rates?: Partial<FaultRates>, logName = 'sync-server', env: Record<string, string> = {}): Promise<SyncWorld> {
  const server = await startRestartableServer({ logName, env: { WEB_DIST: 'dist/web', ...env } });
  const proxy = await startFaultProxy({ targetPort: server.port, seed, rates, enabled: false });
  try {
    const products = await productsWithStock(server.url, LINE_CAP + 10, 12);
    // The pull needs the server's GET /api/sync/changes: without it the run goes on with the drainer's answers alone
    // (and `pull: false` in the result, which the test refuses).
    const probe = await fetch(`${server.url}/api/sync/changes?limit=1`);
    const pull = probe.status === 404 ? null : await loadPull();
    return {
      server,
      proxy,
      products,
      pull,
      async close() {
        await proxy.close();
        await server.dispose();
      },
    };
  } catch (err) {
    await proxy.close();
    await server.dispose();
    throw err;
  }
}

/** The pids of a process's children (Linux): a cluster primary's workers. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** SIGKILLs one worker of the cluster; resolves with the ms until the primary has forked its replacement. */
export async function killOneWorker(server: RestartableServer): Promise<number> {
  const began = performance.now();
  const workers = childrenOf(server.pid!);
  if (workers.length < 2) throw new Error(`the server has ${workers.length} worker processes; the 'worker' restart needs WORKERS>1`);
  process.kill(workers[0]!, 'SIGKILL');
  for (;;) {
    const now = childrenOf(server.pid!);
    if (now.length === workers.length && !now.includes(workers[0]!)) break;
    if (performance.now() - began > 60_000) throw new Error('no new worker within 60 s');
    await sleep(100);
  }
  return performance.now() - began; // until forked: the other worker answered meanwhile
}

/** The whole run: clients mutate and drain through the faulty proxy, one server restart, then faults off and settle. */
export async function runSimulation(world: SyncWorld, opts: SimOptions): Promise<SimResult> {
  const began = performance.now();
  const log = opts.log ?? (() => {});
  const { server, proxy, products, pull } = world;
  const nClients = opts.clients ?? 3;
  const users = [];
  for (let i = 0; i < nClients; i++) users.push(await registerUser(server.url, `c${i}`));
  const clients = users.map((u, i) => new SimClient(`sim-${opts.seed}-${i}-${Date.now()}`, u, products, proxy.url, opts.seed * 31 + i, fetch, opts.batchSize ?? 1));
  for (const c of clients) await c.signIn();
  // Each client pulls through the proxy (faults and all) during the run, and straight from the server at the start and end.
  const viaProxy = clients.map((c) => pull?.({ db: c.db, fetch, baseUrl: proxy.url, now: c.clock.now }));
  const direct = clients.map((c) => pull?.({ db: c.db, fetch, baseUrl: server.url, now: c.clock.now }));
  for (const p of direct) if (p) await pullUntilDone(p);

  proxy.setEnabled(true);
  let made = 0;
  let restartMs: number | null = null;
  let restarting = null as Promise<void> | null;
  const restartAt = opts.restartAt === null ? Infinity : Math.floor(opts.mutations * (opts.restartAt ?? 0.5));
  let mutating = true;
  const perClient = Math.ceil(opts.mutations / nClients);

  async function mutator(c: SimClient) {
    for (let i = 0; i < perClient && made < opts.mutations; i++) {
      await c.randomMutation();
      made++;
      if (made === restartAt && !restarting) {
        log(`restarting the server after ${made} mutations`);
        restarting = (opts.restartKind === 'worker' ? killOneWorker(server) : server.restart()).then((ms) => {
          restartMs = ms;
          log(`${opts.restartKind === 'worker' ? 'a new worker forked' : 'server back'} after ${Math.round(ms)} ms`);
        });
      }
      // What afterEnqueue does in the page: a nudge. Mostly not awaited (the user goes on), sometimes awaited so the
      // mutations do not run far ahead of the drains and most requests meet the faults.
      const r = c.random();
      if (r < 0.25) await c.drainOnce();
      else if (r < 0.5) void c.drainOnce();
      if (c.random() < 0.05) await sleep(Math.floor(c.random() * 30)); // the user pauses
    }
  }
  async function pump(c: SimClient, puller: Puller | undefined) {
    let lastPull = Date.now();
    while (mutating || (await c.pending()) > 0) {
      const report = await c.drainOnce();
      if (puller && Date.now() - lastPull > 1500) {
        lastPull = Date.now();
        c.pulls++;
        await puller.pull().catch(() => undefined); // a pull may fail through the proxy; the next one resumes
      }
      if (report.networkFailed || report.busy) await sleep(25);
      else if (report.sent === 0 && report.nextAttemptAt === null) await sleep(5);
      if (!mutating && performance.now() - began > 150_000) break; // drainAll below, without faults, reports what is stuck
    }
  }
  const pumps = clients.map((c, i) => pump(c, viaProxy[i]));
  await Promise.all(clients.map((c) => mutator(c)));
  log(`all ${made} mutations made; draining with faults on`);
  if (restarting) await restarting;
  mutating = false;
  await Promise.all(pumps);
  // Faults off: whatever is left drains and the pull brings the server's rows.
  proxy.setEnabled(false);
  for (const c of clients) await c.drainAll();
  for (const p of direct) if (p) await pullUntilDone(p);

  const lost: string[] = [];
  const duplicated: string[] = [];
  const dexieDiff: string[] = [];
  const rejectedEntries: SimResult['rejectedEntries'] = [];
  for (const c of clients) {
    const state = await serverState(server.url, c.user.access);
    const cmp = await compare(c, state);
    lost.push(...cmp.lost.map((x) => `${c.name}: ${x}`));
    duplicated.push(...cmp.duplicated.map((x) => `${c.name}: ${x}`));
    dexieDiff.push(...cmp.dexieDiff.map((x) => `${c.name}: ${x}`));
    for (const e of await c.rejected()) rejectedEntries.push({ kind: e.kind, path: e.path, status: e.lastStatus, error: e.lastError });
  }
  const ops: Record<string, number> = {};
  for (const c of clients) for (const [k, n] of Object.entries(c.ops)) ops[k] = (ops[k] ?? 0) + n;
  const faults: Record<string, number> = {};
  for (const k of FAULT_KINDS) faults[k] = proxy.counts[k];
  faults.upstreamDown = proxy.counts.upstreamDown;
  let applied = 0;
  for (const c of clients) {
    applied += c.enqueued - (await c.db.local_outbox.count()); // confirmed entries leave the outbox
    c.drainer.stop();
    c.db.close();
  }
  return {
    seed: opts.seed,
    sent: clients.reduce((n, c) => n + c.enqueued, 0),
    applied,
    rejected: clients.reduce((n, c) => n + c.rejectedSeen, 0),
    lost,
    duplicated,
    dexieDiff,
    rejectedEntries,
    faults,
    requests: proxy.counts.requests,
    ops,
    restartMs,
    pull: pull !== null,
    ms: performance.now() - began,
  };
}

export function formatResult(r: SimResult): string {
  const faults = Object.entries(r.faults)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [
    `seed ${r.seed}: sent ${r.sent} mutations (${Object.entries(r.ops).map(([k, n]) => `${k} ${n}`).join(', ')}), ${r.requests} requests through the proxy`,
    `applied ${r.applied}, rejected ${r.rejectedEntries.length}, lost ${r.lost.length}, duplicated ${r.duplicated.length}, Dexie differs ${r.dexieDiff.length}`,
    `faults: ${faults}`,
    `server restart: ${r.restartMs === null ? 'none' : `${Math.round(r.restartMs)} ms down`}; pull ${r.pull ? 'used' : 'NOT AVAILABLE (the server has no GET /api/sync/changes)'}; ${(r.ms / 1000).toFixed(1)} s`,
  ].join('\n');
}

/** Drain time of `n` waiting mutations of one client (no faults): enqueue offline, then time the drain to empty. */
export async function drainBench(world: SyncWorld, n: number, batchSize = 1): Promise<{ n: number; ms: number; perSecond: number }> {
  const user = await registerUser(world.server.url, 'bench');
  const c = new SimClient(`bench-${Date.now()}`, user, world.products, world.server.url, 99, fetch, batchSize);
  await c.signIn();
  for (let i = 0; i < n; i++) await c.randomMutation();
  const began = performance.now();
  await c.drainAll(600_000);
  const ms = performance.now() - began;
  const state = await serverState(world.server.url, user.access);
  const cmp = await compare(c, state);
  c.db.close();
  if (cmp.lost.length || cmp.duplicated.length) throw new Error(`drain bench: lost ${cmp.lost.length}, duplicated ${cmp.duplicated.length}`);
  return { n, ms, perSecond: (n / ms) * 1000 };
}
