// The admin console over HTTP: the dashboard's counts, finding users, disabling an account (its sessions end at
// once, its sign-ins are refused, said only to someone with the right password), enabling it again, and the audit
// log every admin action writes in its own transaction: one entry per effect (a replay writes none, a refusal
// writes none), readable by admins only, never changed or deleted.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { adminAudit } from '../../db/schema/audit.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof withRole>>;
let buyer: Awaited<ReturnType<typeof withRole>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await withRole('Admin', { first_name: 'Olive', last_name: 'Operator' });
  buyer = await withRole('Buyer');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, access: string | null, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'accept-language': 'en', ...(access && bearer(access)), ...extra }, ...(payload && { payload }) });
const login = (identifier: string, password = 'Harvest2026!', lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'accept-language': lang }, payload: { identifier, password } });
const disable = (id: string, reason = 'Spam listings', access = admin.access, extra: Record<string, string> = {}) =>
  call('POST', `/api/admin/users/${id}/disable/`, access, { reason }, extra);
const enable = (id: string, access = admin.access) => call('POST', `/api/admin/users/${id}/enable/`, access);
const auditFor = (targetId: string) => t.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));

async function withRole(role: string, overrides: Record<string, unknown> = {}) {
  const account = await registerAccount(t.app, overrides);
  await t.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return { access: account.tokens.access, refresh: account.tokens.refresh, id: account.user.id, email: account.user.email };
}

describe('admin console: who may use it', () => {
  it.each(['/api/admin/dashboard/', '/api/admin/users/', '/api/admin/audit/'])('GET %s: 401 signed out, 403 for a buyer', async (url) => {
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, buyer.access)).statusCode).toBe(403);
    expect((await call('GET', url, admin.access)).statusCode).toBe(200);
  });

  it('a buyer cannot disable or enable anyone, and nothing is written', async () => {
    const target = await withRole('Buyer');
    expect((await disable(target.id, 'x', buyer.access)).statusCode).toBe(403);
    expect((await enable(target.id, buyer.access)).statusCode).toBe(403);
    expect((await call('GET', '/api/account/user-profile/', target.access)).statusCode).toBe(200);
    expect(await auditFor(target.id)).toEqual([]);
  });
});

describe('dashboard', () => {
  it('counts new users of the last 7 days, and disabled accounts', async () => {
    const before = (await call('GET', '/api/admin/dashboard/', admin.access)).json().data;
    const target = await withRole('Buyer');
    expect((await disable(target.id)).statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/dashboard/', admin.access)).json().data;
    expect(after.new_users.last_7_days).toBe(before.new_users.last_7_days + 1);
    expect(after.disabled_users).toBe(before.disabled_users + 1);
    expect(after).toMatchObject({ pending_branches: expect.any(Number), pending_comments: expect.any(Number), new_messages: expect.any(Number), orders: { last_7_days: expect.any(Number) } });
  });

  it('a message sent from the contact form is waiting on it', async () => {
    const before = (await call('GET', '/api/admin/dashboard/', admin.access)).json().data.new_messages;
    const sent = await call('POST', '/api/contact/', buyer.access, { subject: 'Pickup hours', message: 'When can I pick up?' });
    expect(sent.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/dashboard/', admin.access)).json().data.new_messages).toBe(before + 1);
  });
});

describe('users', () => {
  it('finds by part of an email, a name or a farm name; % and _ are letters', async () => {
    const farmer = await withRole('Buyer', { first_name: 'Mireille', last_name: 'Gagnon' });
    const farm = await call('POST', '/api/account/user-seller/', farmer.access, { farm_name: 'Ferme 100% Bio_Nord', province: 'QC', city: 'Laval', address: '1 rue A' });
    expect(farm.statusCode).toBe(201);
    const find = async (q: string, extra = '') => (await call('GET', `/api/admin/users/?q=${encodeURIComponent(q)}${extra}`, admin.access)).json();
    expect((await find('mireille gag')).data.map((u: { id: string }) => u.id)).toEqual([farmer.id]);
    expect((await find('100% bio_n')).data).toMatchObject([{ id: farmer.id, farm_name: 'Ferme 100% Bio_Nord', role: 'Seller', disabled_at: null, live_sessions: 1 }]);
    expect((await find(farmer.email.slice(0, 12))).data.map((u: { id: string }) => u.id)).toContain(farmer.id);
    expect((await find('100_')).data).toEqual([]);
    expect((await find('Mireille', '&role=Buyer')).data).toEqual([]);
    expect((await find('Mireille', '&state=disabled')).data).toEqual([]);
    const page = await find('');
    expect(page.meta).toMatchObject({ page: 1, page_size: 25 });
    expect(page.meta.count).toBeGreaterThanOrEqual(4);
  });

  it('refuses a hostile query with a 400, never a 5xx', async () => {
    for (const q of ['a%00b', '%ED%A0%80', 'x'.repeat(101)]) {
      const res = await call('GET', `/api/admin/users/?q=${q}`, admin.access);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/admin/users/?role=King', admin.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users/?page=0', admin.access)).statusCode).toBe(400);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once and refuses its sign-ins; enabling lets it sign in again', async () => {
    const target = await withRole('Buyer');
    const second = await login(target.email);
    expect(second.statusCode).toBe(200);
    const res = await disable(target.id, 'Chargebacks on three orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Account disabled: its sessions have ended', data: { id: target.id, disabled_reason: 'Chargebacks on three orders', live_sessions: 0 } });
    expect(res.json().data.disabled_at).toBe(t.clock.now().toISOString());
    // Both devices are signed out: the access token and the refresh token stop working now.
    expect((await call('GET', '/api/account/user-profile/', target.access)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/user-profile/', second.json().tokens.access)).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', payload: { refreshToken: target.refresh } });
    expect(refreshed.statusCode).toBe(401);
    // The right password is told why, in the caller's language; a wrong one learns nothing.
    const refused = await login(target.email, 'Harvest2026!', 'fr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ce compte a été désactivé. Écrivez-nous depuis la page de contact pour en savoir la raison.');
    const wrong = await login(target.email, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect email, phone or password');

    const back = await enable(target.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ disabled_at: null, disabled_reason: null });
    expect((await login(target.email)).statusCode).toBe(200);
    // Its old sessions stay ended.
    expect((await call('GET', '/api/account/user-profile/', target.access)).statusCode).toBe(401);
  });

  it('an admin cannot disable themselves; unknown, malformed and empty are refused and write nothing', async () => {
    const self = await disable(admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account');
    expect((await disable(randomUUID())).statusCode).toBe(404);
    expect((await disable('not-a-uuid')).statusCode).toBe(404);
    expect((await enable("1' or '1'='1")).statusCode).toBe(404);
    const target = await withRole('Buyer');
    const empty = await disable(target.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toMatchObject({ reason: ['Say why the account is disabled'] });
    expect((await disable(target.id, 'a\u0000b')).statusCode).toBe(400);
    expect((await disable(target.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await call('GET', '/api/account/user-profile/', target.access)).statusCode).toBe(200);
    expect(await auditFor(admin.id)).toEqual([]);
    expect(await auditFor(target.id)).toEqual([]);
  });
});

describe('audit log', () => {
  it('writes one entry per action with who, what and the reason, newest first', async () => {
    const target = await withRole('Buyer');
    await disable(target.id, 'Fake farm');
    t.clock.advance(1000);
    await enable(target.id);
    const log = (await call('GET', '/api/admin/audit/', admin.access)).json();
    const mine = log.data.filter((e: { targetId: string }) => e.targetId === target.id);
    expect(mine).toMatchObject([
      { action: 'user.enable', adminId: admin.id, adminEmail: admin.email, targetLabel: target.email, status: 200 },
      { action: 'user.disable', adminId: admin.id, adminEmail: admin.email, status: 200, detail: { reason: 'Fake farm' } },
    ]);
    const onlyDisables = (await call('GET', '/api/admin/audit/?action=user.disable', admin.access)).json().data;
    expect(onlyDisables.every((e: { action: string }) => e.action === 'user.disable')).toBe(true);
    expect((await call('GET', '/api/admin/audit/?action=drop.table', admin.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit/?before=nope', admin.access)).statusCode).toBe(400);
  });

  it('the same action sent 50 times at once with one key is one effect and one entry', async () => {
    const target = await withRole('Buyer');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => disable(target.id, 'Duplicate accounts', admin.access, { 'idempotency-key': key })));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await auditFor(target.id)).toHaveLength(1);
    const replay = await disable(target.id, 'Duplicate accounts', admin.access, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await auditFor(target.id)).toHaveLength(1);
  });

  it('pages with a cursor', async () => {
    const target = await withRole('Buyer');
    for (let i = 0; i < 52; i++) {
      t.clock.advance(10);
      await disable(target.id, `Reason ${i}`);
    }
    const first = (await call('GET', '/api/admin/audit/?action=user.disable', admin.access)).json();
    expect(first.data).toHaveLength(50);
    expect(first.next).toBe(first.data[49].id);
    const second = (await call('GET', `/api/admin/audit/?action=user.disable&before=${first.next}`, admin.access)).json();
    expect(second.data.length).toBeGreaterThanOrEqual(2);
    expect(second.data[0].at <= first.data[49].at).toBe(true);
    expect(new Set([...first.data, ...second.data].map((e: { id: string }) => e.id)).size).toBe(first.data.length + second.data.length);
    expect((await call('GET', `/api/admin/audit/?before=${randomUUID()}`, admin.access)).json()).toEqual({ data: [], next: null });
  });

  it('other admin actions write theirs: maintenance, pages, the subscribers export', async () => {
    const on = await call('PUT', '/api/admin/maintenance/', admin.access, { enabled: true, until: null });
    expect(on.statusCode).toBe(200);
    const off = await call('PUT', '/api/admin/maintenance/', admin.access, { enabled: false, until: null });
    expect(off.statusCode).toBe(200);
    const csv = await call('GET', '/api/admin/newsletter/subscribers.csv', admin.access);
    expect(csv.statusCode).toBe(200);
    const log = (await call('GET', '/api/admin/audit/', admin.access)).json().data;
    expect(log.slice(0, 3).map((e: { action: string }) => e.action)).toEqual(['newsletter.export', 'maintenance.set', 'maintenance.set']);
    expect(log[1].detail).toMatchObject({ enabled: false });
  });

  it('nobody can change, delete or truncate it', async () => {
    const [entry] = await t.database.db.select().from(adminAudit).limit(1);
    expect(entry).toBeDefined();
    await expect(t.database.db.update(adminAudit).set({ action: 'post.create' }).where(eq(adminAudit.id, entry!.id))).rejects.toThrow();
    await expect(t.database.db.delete(adminAudit).where(eq(adminAudit.id, entry!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate admin_audit`)).rejects.toThrow();
    expect(await t.database.db.select().from(adminAudit).where(eq(adminAudit.id, entry!.id))).toEqual([entry]);
  });
});
