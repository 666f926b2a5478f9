// Serves uploads and the built web app (with SPA fallback); answers JSON 404s for the API.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { notFound } from '../lib/http-error.ts';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n.ts';
import { headFor, withHead } from '../modules/seo/head.ts';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM } from '../../contract/constants.ts';
import { asLanguage, type Language } from '../../contract/enums.ts';
import { GIVEN_READ_ID, PRERENDER_FILE, prerenderKey } from '../../contract/prerender.ts';
import { inlineJson, liveCopies } from './live-copies.ts';

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a page is sent in: the app's own choice where the request shows it (its `lng` parameter, its
 * cookie), else the browser's (Accept-Language). The app reads the same two first (src/web/lib/language.ts); one it
 * saved on the device only (localStorage) is not sent, and then the app draws its page over a copy in the other
 * language while the splash still covers it.
 */
function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM];
  const cookie = LANGUAGE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  return asLanguage(query) ?? asLanguage(cookie) ?? requestLanguage(request);
}

/** The page's first screen drawn at build time (src/contract/prerender.ts) inside #root, marked with its language. */
export function withPrerendered(html: string, page: string | undefined, lang: Language): string {
  return page ? html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${lang}">${page}</div>`) : html;
}

/** The build's copies (a missing or unreadable file: none, and every page is the plain app, as before the build wrote them). */
function readPrerendered(file: string, app: FastifyInstance): Map<string, string> {
  if (!existsSync(file)) return new Map();
  try {
    const pages: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof pages !== 'object' || pages === null) throw new Error('not an object');
    return new Map(Object.entries(pages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch (err) {
    app.log.warn({ file, err: (err as Error).message }, 'prerendered pages unreadable: serving the plain app');
    return new Map();
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function webCacheControl(path: string): string {
  const name = basename(path);
  if (/\/assets\//.test(path.replace(/\\/g, '/'))) return IMMUTABLE;
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest') || name === 'manifest.json') return NO_CACHE;
  if (/^workbox-.*\.js$/.test(name) || name === 'registerSW.js') return NO_CACHE;
  return 'public, max-age=3600';
}

async function staticFiles(app: FastifyInstance, opts: { uploadsDir: string; webDist: string; publicUrl: string }) {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    cacheControl: false,
    // Upload names are content-addressed or never rewritten: cache them for a year. This registration's
    // reply.sendFile also serves index.html for the SPA fallback, hence the check.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(opts.uploadsDir) ? IMMUTABLE : webCacheControl(path));
    },
    index: false,
    dotfiles: 'deny',
  });

  const indexFile = join(opts.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Every page is this file, its head filled for the address asked (modules/seo/head.ts).
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  const prerendered = readPrerendered(join(opts.webDist, PRERENDER_FILE), app);
  const liveCopy = liveCopies(app, opts.webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (scripts/compress-dist.mjs): served as the browser accepts.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', webCacheControl(path));
      },
      index: false, // '/' is a page like the others, its head filled (below)
      dotfiles: 'ignore',
    });
  } else {
    app.log.info({ webDist: opts.webDist }, 'web app not built: serving the API only');
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const lang = pageLanguage(request);
    const head = await headFor(app.db, path, lang, opts.publicUrl, app.now());
    const pagePath = path === '/' ? path : path.replace(/\/+$/, '');
    // A page of data drawn now from its first read, only for the plain address (a query asks something else).
    const live = request.url.includes('?') ? null : await liveCopy(pagePath, lang);
    let html = withPrerendered(withHead(indexHtml, head, lang), live?.html ?? prerendered.get(prerenderKey(lang, pagePath)), lang);
    if (live) {
      const data = `<script type="application/json" id="${GIVEN_READ_ID}" data-url="${live.url}" data-lang="${lang}">${inlineJson(live.answer)}</script>`;
      html = html.replace('</body>', () => `${data}\n  </body>`);
    }
    return reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);
  };
  if (hasWeb) {
    // The home page for any client (`curl /` gets the app too), before the static files' own answer for '/'.
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && (request.url === '/' || request.url.startsWith('/?'))) return sendPage(request, reply, '/');
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply, path);
    return sendError(request, reply, notFound(path.startsWith('/api') ? 'error.route_not_found' : 'error.not_found'));
  });
}
export const staticPlugin = fp(staticFiles, { name: 'static', fastify: '5.x' });
