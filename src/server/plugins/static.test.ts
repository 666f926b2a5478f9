// The built web app: SPA fallback for pages, cache headers per kind of file, uploads, and HSTS behind a TLS proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { PRERENDER_FILE, prerenderKey } from '../../contract/prerender.ts';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'fm-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en"><title>FreshMarket</title><body><div id="root"></div></body>');
  // What the build writes (vite.config.ts prerenderPages): each public page's first screen per language.
  writeFileSync(
    join(web, PRERENDER_FILE),
    JSON.stringify({
      [prerenderKey('en', '/')]: '<main><h1>Fresh from Canadian farms</h1></main>',
      [prerenderKey('fr', '/')]: '<main><h1>Tout frais des fermes canadiennes</h1></main>',
      [prerenderKey('en', '/about')]: '<main><h1>About $& $1</h1></main>',
    }),
  );
  writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp({ WEB_DIST: web, TRUST_PROXY: 'true', COMING_SOON: 'true' });
  mkdirSync(join(t.app.config.uploadsDir, 'demo'), { recursive: true });
  writeFileSync(join(t.app.config.uploadsDir, 'demo', 'x-thumb.webp'), 'webp');
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('static files', () => {
  it('answers index.html with no-cache for page routes that accept HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/marketplace/some/page', headers: { accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(200);
    // The page's own head is filled in (modules/seo/seo.test.ts); an unknown page gets the generic words.
    expect(res.body).toContain('<title>FreshMarket — fresh produce from Canadian farms</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("puts a public page's first screen in its language into #root, and nothing for other pages", async () => {
    const html = { accept: 'text/html' };
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-language': 'en-CA,en;q=0.9' } });
    expect(home.body).toContain('<div id="root" data-prerendered="en"><main><h1>Fresh from Canadian farms</h1></main></div>');
    expect(home.headers.vary).toContain('Cookie');
    // The browser's language, the app's cookie, then its `lng` parameter, each over the one before.
    const french = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('data-prerendered="fr"><main><h1>Tout frais des fermes canadiennes</h1>');
    const cookie = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-language': 'en', cookie: 'a=b; i18next=fr' } });
    expect(cookie.body).toContain('data-prerendered="fr"');
    const query = await t.app.inject({ method: 'GET', url: '/?lng=en', headers: { ...html, cookie: 'i18next=fr' } });
    expect(query.body).toContain('data-prerendered="en"');
    // A copy holding `$&` is put in as it is (not read as a replacement pattern); a trailing slash is the same page.
    const about = await t.app.inject({ method: 'GET', url: '/about/', headers: html });
    expect(about.body).toContain('<main><h1>About $& $1</h1></main></div>');
    // No copy for this language: the plain page, which the app draws.
    const aboutFr = await t.app.inject({ method: 'GET', url: '/about', headers: { ...html, cookie: 'i18next=fr' } });
    expect(aboutFr.body).toContain('<div id="root"></div>');
    const other = await t.app.inject({ method: 'GET', url: '/contact', headers: html });
    expect(other.body).toContain('<div id="root"></div>');
    // A malformed cookie or parameter falls back to the browser's language.
    const junk = await t.app.inject({ method: 'GET', url: '/?lng=%00%ff', headers: { ...html, cookie: 'i18next=%E0; x', 'accept-language': 'fr' } });
    expect(junk.statusCode).toBe(200);
    expect(junk.body).toContain('data-prerendered="fr"');
  });

  it('serves the plain app when the copies are unreadable', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'fm-web-broken-'));
    writeFileSync(join(broken, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body>');
    writeFileSync(join(broken, PRERENDER_FILE), '{"en /": "<main>cut sh');
    const other = await createTestApp({ WEB_DIST: broken });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('keeps JSON 404s for the API and missing uploads, even for browsers', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/missing.webp', headers: { accept: 'text/html' } });
    expect(upload.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/demo/x-thumb.webp' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    const tls = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('exposes COMING_SOON to the web app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ coming_soon: true });
  });
});
