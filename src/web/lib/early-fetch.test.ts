// The first page's public read asked early: which read an address asks, the API client taking that answer instead of
// sending the request again (once, only the same request, only while fresh).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { firstPageRead } from '@contract/prerender.ts';
import { EARLY_FRESH_MS, fetchEarly, giveAnswer, takeEarly, takeGiven } from './early-fetch.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('firstPageRead', () => {
  it('asks the home page top products, the plain marketplace first page and a product page product, nothing else', () => {
    expect(firstPageRead('/', '')).toBe('/api/product/top_products/');
    expect(firstPageRead('/marketplace', '')).toBe('/api/product/products/?page=1&page_size=24');
    expect(firstPageRead('/marketplace/', '')).toBe('/api/product/products/?page=1&page_size=24');
    expect(firstPageRead('/marketplace', '?q=kale')).toBeNull();
    expect(firstPageRead('/', '?lang=fr')).toBeNull();
    expect(firstPageRead('/products/details/0b6f3a52-9c1e-4d7a-8f00-1c2d3e4f5a6b', '')).toBe('/api/product/products/0b6f3a52-9c1e-4d7a-8f00-1c2d3e4f5a6b/');
    expect(firstPageRead('/products/details/not%20an%20id', '')).toBeNull();
    expect(firstPageRead('/products/details/a/b', '')).toBeNull();
    expect(firstPageRead('/cart', '')).toBeNull();
  });
});

describe('early answers', () => {
  const originalFetch = window.fetch;
  let server: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    let n = 0;
    server = vi.fn(async () => json({ answer: ++n }));
    window.fetch = server;
  });
  afterEach(() => {
    window.fetch = originalFetch;
  });

  it('the API client takes the early answer once instead of asking again', async () => {
    fetchEarly('/api/product/top_products/', 'en');
    expect(server).toHaveBeenCalledTimes(1);
    expect(new Headers(server.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
    await expect(api('/product/top_products/')).resolves.toEqual({ answer: 1 });
    expect(server).toHaveBeenCalledTimes(1);
    // Taken: the next read asks the server.
    await expect(api('/product/top_products/')).resolves.toEqual({ answer: 2 });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('a different address, method, language or a token gets no early answer', () => {
    const url = '/api/product/products/?page=1&page_size=24';
    fetchEarly(url, 'en');
    expect(takeEarly('/api/product/products/?page=2&page_size=24', { headers: { 'Accept-Language': 'en' } })).toBeUndefined();
    expect(takeEarly(url, { method: 'POST', headers: { 'Accept-Language': 'en' } })).toBeUndefined();
    fetchEarly(url, 'en');
    expect(takeEarly(url, { headers: { 'Accept-Language': 'fr' } })).toBeUndefined();
    fetchEarly(url, 'en');
    expect(takeEarly(url, { headers: { 'Accept-Language': 'en', Authorization: 'Bearer a1' } })).toBeUndefined();
    fetchEarly(url, 'en');
    expect(takeEarly(url, { headers: { 'Accept-Language': 'en' } })).toBeInstanceOf(Promise);
    expect(takeEarly(url, { headers: { 'Accept-Language': 'en' } })).toBeUndefined();
  });

  it('an answer older than the freshness limit is not handed over', () => {
    const url = '/api/product/top_products/';
    fetchEarly(url, 'en', 1_000);
    expect(takeEarly(url, { headers: { 'Accept-Language': 'en' } }, 1_000 + EARLY_FRESH_MS + 1)).toBeUndefined();
  });

  it('a failed early read is no unhandled rejection, and the client reports the failure as its own', async () => {
    server.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchEarly('/api/product/top_products/', 'en');
    await expect(api('/product/top_products/', { fallback: 'Fetch top products failed' })).rejects.toMatchObject({ status: 0, message: 'Fetch top products failed' });
  });

  it('an answer sent with the page is drawn once by the first render, and stands as the early answer until then', async () => {
    const url = '/api/product/products/?page=1&page_size=24';
    const text = JSON.stringify({ data: [{ id: 'a1' }], meta: { count: 1, page: 1, page_size: 24 } });
    giveAnswer(url, 'fr', text, 1_000);
    // Another language or a stale answer is not drawn (and is gone).
    expect(takeGiven(url, 'en', 1_000)).toBeUndefined();
    expect(takeGiven(url, 'fr', 1_000)).toBeUndefined();
    giveAnswer(url, 'fr', text, 1_000);
    expect(takeGiven(url, 'fr', 1_000 + EARLY_FRESH_MS + 1)).toBeUndefined();
    giveAnswer(url, 'fr', text);
    expect(takeGiven(url, 'fr')).toEqual(JSON.parse(text));
    expect(takeGiven(url, 'fr')).toBeUndefined();
    // Not drawn (the screen read the device instead): the API client takes it without asking the server.
    giveAnswer(url, 'en', text);
    await expect(api('/product/products/', { query: { page: 1, page_size: 24 } })).resolves.toEqual(JSON.parse(text));
    expect(server).not.toHaveBeenCalled();
    expect(() => giveAnswer(url, 'en', '{"cut')).toThrow();
    expect(takeGiven(url, 'en')).toBeUndefined();
  });
});
