// Text no field may hold (NUL, lone surrogates) is refused with 400 on every route of the real app, field by field,
// in the caller's language, and changes nothing. The route table comes from the app's own OpenAPI document.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../../contract/messages.ts';
import { storableText } from '../../contract/text.ts';
import { users } from '../db/schema/accounts.ts';
import { bearer, newAccount, registerAccount, type TestApp, createTestApp } from '../test/harness.ts';
import { sellerAccount } from '../test/orders-fixture.ts';
import { bulkBuyerAccount } from '../test/quotes-fixture.ts';

const EN = 'Remove the invisible or broken characters from this field';
const FR = 'Retirez les caractères invisibles ou invalides de ce champ';
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
// What a hostile client puts on the wire: JSON.stringify escapes both (`\u0000`, `\ud800`).
const BAD_TEXTS = [NUL, LONE];

let t: TestApp;
let tokens: Array<Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerAccount(t.app, { first_name: 'Ann', last_name: 'Admin' });
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, admin.user.id));
  const seller = await sellerAccount(t);
  const bulk = await bulkBuyerAccount(t);
  const buyer = await registerAccount(t.app);
  tokens = [bearer(admin.tokens.access), bearer(seller.access), bearer(bulk.access), bearer(buyer.tokens.access), {}];
});
afterAll(async () => {
  await t.close();
});

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** A value of the schema's shape with every property present; strings are 'x' (validity does not matter: the
 * check runs before validation). */
function sample(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  if (typeof schema.$ref === 'string') return sample(components[schema.$ref.split('/').pop()!], components, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], components, depth + 1);
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sample(s, components, depth + 1)]));
  }
  if (type === 'array') return [sample(schema.items as Schema, components, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return 'x';
}

/** Every string in a value, as [dotted path, setter]. */
function stringLeaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function withLeaf(value: unknown, path: Array<string | number>, text: string): unknown {
  if (!path.length) return text;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = text;
  return copy;
}

interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string;
  field: string;
}

async function routeCases(): Promise<Case[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  }>();
  const components = doc.components?.schemas ?? {};
  const cases: Case[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const url = (params: Record<string, string> = {}) => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? randomUUID());
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sample(bodySchema, components) : undefined;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const M = method.toUpperCase();
      for (const text of BAD_TEXTS) {
        const kind = text === NUL ? 'NUL' : 'lone surrogate';
        // In a URL a lone surrogate can only arrive as its (invalid) UTF-8 bytes.
        const encoded = text === NUL ? 'a%00b' : 'a%ED%A0%80b';
        for (const p of pathParams) {
          cases.push({ label: `${M} ${path} param ${p} (${kind})`, method: M, url: url({ [p]: encoded }), payload, field: p });
        }
        for (const q of queryParams) {
          cases.push({ label: `${M} ${path} query ${q} (${kind})`, method: M, url: `${url()}?${q}=${encoded}`, payload, field: q });
        }
        for (const leaf of stringLeaves(body)) {
          cases.push({ label: `${M} ${path} body ${leaf.join('.') || '(whole)'} (${kind})`, method: M, url: url(), payload: JSON.stringify(withLeaf(body, leaf, text)), field: leaf.join('.') || 'body' });
        }
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          cases.push({ label: `${M} ${path} body key (${kind})`, method: M, url: url(), payload: JSON.stringify({ ...body, [text]: 'x' }), field: 'body' });
        }
      }
    }
  }
  return cases;
}

/** The answer of the first caller the route does not turn away before reading the input (guards come first). */
async function send(c: Case) {
  const inject = (headers: Record<string, string>) =>
    t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...headers, ...(c.payload !== undefined && { 'content-type': 'application/json' }) },
      ...(c.payload !== undefined && { payload: c.payload }),
    });
  for (const headers of tokens.slice(0, -1)) {
    const res = await inject(headers);
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
  }
  return inject(tokens.at(-1)!);
}

describe('invalid text on every route', () => {
  it('answers 400 naming the field, never 5xx, for NUL and lone surrogates in params, queries, bodies and keys', { timeout: 240_000 }, async () => {
    const cases = await routeCases();
    // The app's routes are all here: accounts to quotes, reads and writes.
    expect(cases.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await send(c);
      const body = res.json<{ code?: string; messages?: Record<string, string[]> }>();
      if (res.statusCode >= 500) failures.push(`${c.label}: ${res.statusCode}`);
      else if (c.label.includes(' param ') && c.label.includes('lone surrogate')) {
        // Not UTF-8 at all in a path: refused before routing, as any unreadable URL.
        if (res.statusCode !== 400) failures.push(`${c.label}: ${res.statusCode} ${res.body}`);
      } else if (res.statusCode !== 400 || body.code !== 'validation_failed' || !body.messages?.[c.field]?.includes(EN)) {
        failures.push(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

const post = (url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'accept-language': lang, ...headers }, payload: JSON.stringify(payload) });

describe('the forms a hostile client would send', () => {
  it('sign in: a NUL in the identifier and a lone surrogate in the password, in English and French', async () => {
    const en = await post('/api/account/login/', { identifier: 'a\u0000b', password: 'x' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 'validation_failed', message: 'Please check the highlighted fields.', messages: { identifier: [EN] } });
    const fr = await post('/api/account/login/', { identifier: 'someone@example.ca', password: 'x\ud800' }, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ code: 'validation_failed', message: 'Veuillez vérifier les champs indiqués.', messages: { password: [FR] } });
  });

  it('register: refused field by field, and no account is made', async () => {
    const account = newAccount({ first_name: 'Ada\u0000', last_name: 'Far\udc00mer' });
    const res = await post('/api/account/register/', account, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ first_name: [FR], last_name: [FR] });
    const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    expect(rows).toEqual([]);
  });

  it('product search: q with a NUL or a lone surrogate, in English and French', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/product/products/?q=car%00rot' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages).toEqual({ q: [EN] });
    const lone = await t.app.inject({ method: 'GET', url: `/api/product/products/?q=${encodeURIComponent('pomme')}%ED%A0%80`, headers: { 'accept-language': 'fr' } });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().messages).toEqual({ q: [FR] });
    const fine = await t.app.inject({ method: 'GET', url: `/api/product/products/?q=${encodeURIComponent('pomme 🍎')}` });
    expect(fine.statusCode).toBe(200);
  });

  it('quote request: a lone surrogate in the title, in English and French, and no request is made', async () => {
    const bulk = await bulkBuyerAccount(t, 'Zoe');
    const body = { title: 'Carrots \ud800', quantity: 10 };
    for (const [lang, text] of [['en', EN], ['fr', FR]] as const) {
      const res = await post('/api/quotes/requests/', body, lang, bearer(bulk.access));
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.title).toEqual([text]);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/quotes/requests/', headers: bearer(bulk.access) });
    expect(list.json().results ?? list.json().data ?? []).toHaveLength(0);
  });

  it('the contract check says the same on the device', () => {
    const field = z.string().trim().min(1).check(storableText());
    for (const bad of [NUL, LONE, '\udc00x', 'x\ud800']) {
      const issue = field.safeParse(bad).error?.issues[0];
      expect(issue && translate(issue.message, 'fr')).toBe(FR);
    }
    expect(field.safeParse('Pommes 🍎 à cidre').success).toBe(true);
  });

  it('keeps well-formed text: emoji (surrogate pairs), accents, tabs and newlines pass', async () => {
    const res = await post('/api/account/login/', { identifier: 'émile🌽\t@example.ca', password: 'x\ny' });
    expect(res.statusCode).toBe(401);
  });
});

describe('text that is not JSON at the top level', () => {
  /** A multipart body by hand: `data` as JSON text and an extra text field, as a product form sends it. */
  function multipart(fields: Record<string, string>) {
    const boundary = `----fm${randomUUID().replace(/-/g, '')}`;
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('multipart product form: a lone surrogate inside the data field, a raw NUL in a text field', async () => {
    const seller = await sellerAccount(t, { firstName: 'Mona' });
    const data = { name: 'Carrots \ud800', name_fr: 'Carottes', category_id: seller.farm.categoryId, branch_id: seller.farm.branchId, unit: 'kg', grades: [{ grade: 'top', price_minor: 500, stock: 1 }] };
    const one = multipart({ data: JSON.stringify(data) });
    const res = await t.app.inject({ method: 'POST', url: '/api/product/seller/products/', headers: { ...bearer(seller.access), ...one.headers, 'accept-language': 'fr' }, payload: one.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', messages: { name: [FR] } });
    const two = multipart({ data: 'not json \u0000' });
    const raw = await t.app.inject({ method: 'POST', url: '/api/product/seller/products/', headers: { ...bearer(seller.access), ...two.headers }, payload: two.payload });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().messages).toEqual({ data: [EN] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/product/seller/products/', headers: bearer(seller.access) });
    expect(mine.json().data).toHaveLength(0);
  });

  it('sync batch: the mutation with bad text is refused alone; the others apply', async () => {
    const buyer = await registerAccount(t.app);
    const res = await post('/api/sync/batch/', {
      mutations: [
        { id: randomUUID(), method: 'PATCH', path: '/account/user-profile/', body: { first_name: 'Bea' }, lang: 'fr' },
        { id: randomUUID(), method: 'PATCH', path: '/account/user-profile/', body: { last_name: 'X\u0000' }, lang: 'fr' },
        { id: randomUUID(), method: 'PATCH', path: '/account/user-profile/', body: { last_name: 'Lapointe' }, lang: 'fr' },
      ],
    }, 'en', bearer(buyer.tokens.access));
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: Array<{ status: number; body: { messages?: unknown } }> }>().results;
    expect(results.map((r) => r.status)).toEqual([200, 400, 200]);
    expect(results[1]!.body.messages).toEqual({ last_name: [FR] });
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(buyer.tokens.access) });
    expect(profile.json().user).toMatchObject({ first_name: 'Bea', last_name: 'Lapointe' });
  });
});
