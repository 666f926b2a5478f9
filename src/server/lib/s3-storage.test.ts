// The S3-compatible upload storage. Signing: AWS's published Signature Version 4 examples for S3 (the signatures
// below are the ones AWS's documentation prints). Behaviour: the same contract as the local disk, against a real
// S3-compatible server (s3rver, a devDependency) started on a free loopback port. s3rver checks the access key but
// not V4 signatures, hence the published examples.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { users } from '../db/schema/accounts.ts';
import { branches, categories, sellers } from '../db/schema/catalogue.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../test/harness.ts';
import { canonicalQuery, s3Storage, signRequest, uriEncode, type S3Settings } from './s3-storage.ts';

const AWS_EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const AWS_EXAMPLE_NOW = new Date('2013-05-24T00:00:00Z');
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const HOST = 'examplebucket.s3.amazonaws.com';
const signatureOf = (h: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(h.authorization ?? '')?.[1];

describe('Signature Version 4 (AWS S3 documentation examples)', () => {
  it('GET object with a Range header', () => {
    const h = signRequest({ method: 'GET', host: HOST, path: '/test.txt', headers: { range: 'bytes=0-9' }, payloadHash: EMPTY, now: AWS_EXAMPLE_NOW }, AWS_EXAMPLE);
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(h['x-amz-date']).toBe('20130524T000000Z');
    expect(h['x-amz-content-sha256']).toBe(EMPTY);
  });

  it('PUT object with a body, a Date header and an encoded key ($)', () => {
    const h = signRequest(
      {
        method: 'PUT',
        host: HOST,
        path: `/${uriEncode('test$file.text', true)}`,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072', // SHA-256 of 'Welcome to Amazon S3.'
        now: AWS_EXAMPLE_NOW,
      },
      AWS_EXAMPLE,
    );
    expect(h.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureOf(h)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET bucket lifecycle (a value-less sub-resource) and list objects (sorted query)', () => {
    const lifecycle = signRequest({ method: 'GET', host: HOST, path: '/', query: { lifecycle: '' }, payloadHash: EMPTY, now: AWS_EXAMPLE_NOW }, AWS_EXAMPLE);
    expect(signatureOf(lifecycle)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    const list = signRequest({ method: 'GET', host: HOST, path: '/', query: { prefix: 'J', 'max-keys': '2' }, payloadHash: EMPTY, now: AWS_EXAMPLE_NOW }, AWS_EXAMPLE);
    expect(signatureOf(list)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes the way SigV4 wants: RFC 3986 unreserved kept, slashes kept only in paths', () => {
    expect(uriEncode("a b!'()*+=é~-_.", false)).toBe('a%20b%21%27%28%29%2A%2B%3D%C3%A9~-_.');
    expect(uriEncode('products/p1/a.webp', true)).toBe('products/p1/a.webp');
    expect(uriEncode('a/b')).toBe('a%2Fb');
    expect(canonicalQuery({ prefix: 'products/p 1/', 'list-type': '2', 'continuation-token': 'x+y=' })).toBe(
      'continuation-token=x%2By%3D&list-type=2&prefix=products%2Fp%201%2F',
    );
  });
});

// s3rver cannot page a listing on Node 20 (its continuation tokens use DES, which OpenSSL 3 no longer has), so
// the paging of deletePrefix is checked against recorded S3 answers.
describe('deletePrefix paging', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows NextContinuationToken until the listing is complete and deletes each listed key', async () => {
    const calls: string[] = [];
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><Prefix>products/p1/</Prefix>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      const url = new URL(input);
      calls.push(`${init.method} ${url.pathname}${url.search}`);
      expect((init.headers as Record<string, string>).authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ca-central-1\/s3\/aws4_request, /);
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      const token = url.searchParams.get('continuation-token');
      if (!token) return new Response(page(['products/p1/a.webp', 'products/p1/b&amp;c.webp'], 'tok+1/='));
      expect(token).toBe('tok+1/=');
      return new Response(page(['products/p1/d.webp']));
    });
    const storage = s3Storage({ endpoint: 'https://s3.example.test/base', bucket: 'b', region: 'ca-central-1', accessKeyId: 'AK', secretAccessKey: 'SK', publicUrl: 'https://cdn.example.test' });
    await storage.deletePrefix('products/p1');
    expect(calls).toEqual([
      'GET /base/b?list-type=2&prefix=products%2Fp1%2F',
      'DELETE /base/b/products/p1/a.webp',
      'DELETE /base/b/products/p1/b%26c.webp',
      'GET /base/b?continuation-token=tok%2B1%2F%3D&list-type=2&prefix=products%2Fp1%2F',
      'DELETE /base/b/products/p1/d.webp',
    ]);
    expect(storage.url('products/p1/a.webp')).toBe('https://cdn.example.test/products/p1/a.webp');
  });
});

// s3rver has no type declarations; this is the part of it the tests use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

interface LocalS3 {
  settings: S3Settings;
  close: () => Promise<void>;
}

/** A fresh S3-compatible server on a free loopback port with an empty bucket `fm-uploads`. */
async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'fm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'fm-uploads' }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    // s3rver's one account.
    settings: { endpoint, bucket: 'fm-uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl: `${endpoint}/fm-uploads` },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('s3Storage against a local S3-compatible server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, gets, streams and deletes objects by key, with their content type, cache lifetime and public address', async () => {
    const storage = s3Storage(s3.settings);
    await storage.put('products/p1/a-thumb.webp', Buffer.from('thumb'), 'image/webp');
    await storage.put('products/p1/a-full.webp', Buffer.from('full'), 'image/webp');
    expect((await storage.get('products/p1/a-full.webp'))?.toString()).toBe('full');
    expect(await text((await storage.stream('products/p1/a-full.webp'))!)).toBe('full');

    const url = storage.url('products/p1/a-thumb.webp');
    expect(url).toBe(`${s3.settings.endpoint}/fm-uploads/products/p1/a-thumb.webp`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe('thumb');

    await storage.put('products/p1/a-thumb.webp', Buffer.from('replaced'), 'image/webp');
    expect((await storage.get('products/p1/a-thumb.webp'))?.toString()).toBe('replaced');
    await storage.delete('products/p1/a-thumb.webp');
    await storage.delete('products/p1/a-thumb.webp');
    expect(await storage.get('products/p1/a-thumb.webp')).toBeNull();
    expect(await storage.stream('products/p1/a-thumb.webp')).toBeNull();
  });

  it('deletePrefix removes every object of the folder and nothing beside it', async () => {
    const storage = s3Storage(s3.settings);
    const keys = Array.from({ length: 30 }, (_, i) => `products/p2/${String(i).padStart(4, '0')}.webp`);
    await Promise.all(keys.map((k) => storage.put(k, Buffer.from(k), 'image/webp')));
    await storage.put('products/p20/keep.webp', Buffer.from('neighbour'), 'image/webp');
    await storage.put('products/p2-x.webp', Buffer.from('beside'), 'image/webp');

    await storage.deletePrefix('products/p2');
    for (const k of keys) expect(await storage.get(k), k).toBeNull();
    expect((await storage.get('products/p20/keep.webp'))?.toString()).toBe('neighbour');
    expect((await storage.get('products/p2-x.webp'))?.toString()).toBe('beside');
    await storage.deletePrefix('products/none');
  });

  it('stores keys with characters that need encoding and gives their encoded address', async () => {
    const storage = s3Storage(s3.settings);
    const key = "problems/o 1/ph+oto's(1)~é.webp";
    await storage.put(key, Buffer.from('odd'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('odd');
    const url = storage.url(key);
    expect(url).toBe(`${s3.settings.endpoint}/fm-uploads/problems/o%201/ph%2Boto%27s%281%29~%C3%A9.webp`);
    expect(await (await fetch(url)).text()).toBe('odd');
    await storage.deletePrefix('problems/o 1');
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that try to escape, before any request', async () => {
    const storage = s3Storage(s3.settings);
    for (const key of ['../secret', 'products/../../x', '/etc/passwd', 'a//b', 'a\\b', '', './a']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/not an upload key/);
      await expect(storage.get(key), key).rejects.toThrow(/not an upload key/);
      await expect(storage.delete(key), key).rejects.toThrow(/not an upload key/);
      expect(() => storage.url(key), key).toThrow();
    }
    await expect(storage.deletePrefix('..')).rejects.toThrow(/not an upload key/);
  });

  it('reports S3 errors with their code (a wrong access key, a missing bucket)', async () => {
    await expect(s3Storage({ ...s3.settings, accessKeyId: 'NOBODY' }).put('products/x/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PutObject failed: 403 InvalidAccessKeyId/,
    );
    await expect(s3Storage({ ...s3.settings, bucket: 'no-such-bucket' }).get('products/x/a.webp')).rejects.toThrow(/S3 GetObject failed: 404 NoSuchBucket/);
  });
});

describe('S3 settings', () => {
  const base = { DATA_DIR: join(tmpdir(), 'fm-s3-config'), JWT_SECRET: 'x'.repeat(40) };
  const full = { S3_ENDPOINT: 'https://s3.ca-central-1.amazonaws.com/', S3_BUCKET: 'fm-photos', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

  it('are all or nothing; region and public URL have defaults', () => {
    expect(parseConfig(base).s3).toBeUndefined();
    expect(parseConfig({ ...base, ...full }).s3).toEqual({
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      bucket: 'fm-photos',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      publicUrl: 'https://s3.ca-central-1.amazonaws.com/fm-photos',
    });
    expect(parseConfig({ ...base, ...full, S3_REGION: 'ca-central-1', S3_PUBLIC_URL: 'https://cdn.example.ca/photos/' }).s3).toMatchObject({
      region: 'ca-central-1',
      publicUrl: 'https://cdn.example.ca/photos',
    });
    expect(() => parseConfig({ ...base, S3_BUCKET: 'fm-photos' })).toThrow(/S3_ENDPOINT: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: required/);
    expect(() => parseConfig({ ...base, S3_PUBLIC_URL: 'https://cdn.example.ca' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, ...full, S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => parseConfig({ ...base, ...full, S3_BUCKET: 'Fm_Photos' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => parseConfig({ ...base, ...full, S3_PUBLIC_URL: 'https://cdn.example.ca/?x=1' })).toThrow(/S3_PUBLIC_URL/);
  });
});

describe('the app with S3 uploads', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings;
    t = await createTestApp({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores a product photo in the bucket, answers its S3 address, allows it in the CSP and removes it with the product', async () => {
    const db = t.database.db;
    const { tokens, user } = await registerAccount(t.app);
    await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
    const [seller] = await db.insert(sellers).values({ userId: user.id, farmName: 'Ferme S3', province: 'QC' }).returning();
    const [branch] = await db.insert(branches).values({ sellerId: seller!.id, name: 'Main', province: 'QC', city: 'Laval', address: '1 Rang', status: 'approved' }).returning();
    const [category] = await db.insert(categories).values({ slug: `s3-${randomUUID().slice(0, 6)}`, nameEn: 'Fruit', nameFr: 'Fruits' }).returning();
    const data = {
      name: 'Apples',
      name_fr: 'Pommes',
      category_id: category!.id,
      branch_id: branch!.id,
      description: 'Crisp',
      tags: [],
      unit: 'kg',
      weight: 1,
      organic: false,
      status: 'Published',
      currency: 'CAD',
      discount_percent: 0,
      min_order_qty: 1,
      grades: [{ grade: 'top', price_minor: 300, stock: 10 }],
    };
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c1121f' } }).jpeg().toBuffer();
    const boundary = `----fm${randomUUID().replace(/-/g, '')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/seller/products/',
      headers: { ...bearer(tokens.access), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data;
    const img = product.images[0];
    const folder = `${s3.settings.endpoint}/fm-uploads/products/${product.id}`;
    expect(img).toEqual({ id: img.id, thumb: `${folder}/${img.id}-thumb.webp`, card: `${folder}/${img.id}-card.webp`, full: `${folder}/${img.id}-full.webp` });

    // Nothing on the local disk; the browser's address answers the WebP from the S3 server.
    expect(existsSync(join(t.app.config.uploadsDir, 'products'))).toBe(false);
    const served = await fetch(img.card);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    // The public catalogue gives the same addresses, and pages may load images from the bucket.
    const listed = await t.app.inject({ method: 'GET', url: `/api/product/products/${product.id}/` });
    expect(listed.json().data.images[0].full).toBe(img.full);
    expect(String(listed.headers['content-security-policy'])).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.settings.endpoint.replace(/[.]/g, '\\.')};`));

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/product/seller/products/${product.id}/`, headers: bearer(tokens.access) });
    expect(removed.statusCode).toBe(200);
    await expect.poll(async () => (await fetch(img.thumb)).status).toBe(404);
    expect(await t.app.storage.get(`products/${product.id}/${img.id}-full.webp`)).toBeNull();
  });
});
