// The fault proxy itself: each kind of fault does what the sync proofs rely on.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32, startFaultProxy } from '../support/fault-proxy.mjs';

let upstream: Server;
let upstreamPort = 0;
const hits = new Map<string, number>();

beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ n: hits.get(req.url!) }));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  upstreamPort = (upstream.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

async function withProxy(rates: Record<string, number>, fn: (url: string, proxy: { counts: Record<string, number> }) => Promise<void>) {
  const proxy = await startFaultProxy({ targetPort: upstreamPort, seed: 7, rates: { ...zero, ...rates } });
  try {
    await fn(proxy.url, proxy);
  } finally {
    await proxy.close();
  }
}
const zero = { dropRequest: 0, dropResponse: 0, duplicate: 0, duplicateConcurrent: 0, delay: 0, error500: 0, error503: 0 };
const post = (url: string) => fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });

describe('fault proxy', () => {
  it('mulberry32 is deterministic', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('passes requests through', () =>
    withProxy({}, async (url, proxy) => {
      const res = await post(`${url}/api/pass`);
      expect(res.status).toBe(201);
      expect(hits.get('/api/pass')).toBe(1);
      expect(proxy.counts.pass).toBe(1);
    }));

  it('dropRequest: never forwarded, the client sees a socket error', () =>
    withProxy({ dropRequest: 1 }, async (url, proxy) => {
      await expect(post(`${url}/api/drop-req`)).rejects.toThrow();
      expect(hits.get('/api/drop-req')).toBeUndefined();
      expect(proxy.counts.dropRequest).toBe(1);
    }));

  it('dropResponse: forwarded (committed), then the client sees a socket error', () =>
    withProxy({ dropResponse: 1 }, async (url) => {
      await expect(post(`${url}/api/drop-res`)).rejects.toThrow();
      expect(hits.get('/api/drop-res')).toBe(1);
    }));

  it('duplicate and duplicateConcurrent: forwarded twice, the first answer is sent', async () => {
    await withProxy({ duplicate: 1 }, async (url) => {
      const res = await post(`${url}/api/dup`);
      expect(await res.json()).toEqual({ n: 1 });
      expect(hits.get('/api/dup')).toBe(2);
    });
    await withProxy({ duplicateConcurrent: 1 }, async (url) => {
      const res = await post(`${url}/api/dupc`);
      expect(res.status).toBe(201);
      expect(hits.get('/api/dupc')).toBe(2);
    });
  });

  it('error500 is not forwarded; error503 is forwarded first', async () => {
    await withProxy({ error500: 1 }, async (url) => {
      expect((await post(`${url}/api/e500`)).status).toBe(500);
      expect(hits.get('/api/e500')).toBeUndefined();
    });
    await withProxy({ error503: 1 }, async (url) => {
      expect((await post(`${url}/api/e503`)).status).toBe(503);
      expect(hits.get('/api/e503')).toBe(1);
    });
  });

  it('delay reorders concurrent requests', () =>
    withProxy({ delay: 1 }, async (url, proxy) => {
      const order: number[] = [];
      await Promise.all(Array.from({ length: 12 }, (_, i) => post(`${url}/api/delay/${i}`).then(() => order.push(i))));
      expect(proxy.counts.delay).toBe(12);
      expect(order).not.toEqual([...order].sort((a, b) => a - b));
    }));

  it('answers a connection error while no server is behind it', async () => {
    const proxy = await startFaultProxy({ targetPort: 1, seed: 1, rates: zero });
    try {
      await expect(post(`${proxy.url}/api/down`)).rejects.toThrow();
      expect(proxy.counts.upstreamDown).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});
