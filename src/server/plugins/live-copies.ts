// The first screen of a page whose content is data, drawn at request time: the home page's top products, the
// marketplace's first page of cards and a product's page (its photo, the LCP of the page, in the HTML). The build leaves the app's server-side bundle beside the web app
// (SSR_ENTRY, vite.config.ts prerenderPages); the server asks its own API for the page's first read
// (contract/prerender.ts firstPageRead, the same bytes any visitor gets, from the catalogue's kept pages), draws the
// page from that answer and sends the answer with the page, so the app's first render draws the same cards over the
// copy and does not ask for them again (web/lib/early-fetch.ts giveAnswer). A drawing is kept per language and answer
// (its ETag): a visitor's page costs one kept-page read until the catalogue changes. Without the bundle, when the
// read fails or the drawing throws, the page is the build's copy (its loading state), as before.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/enums.ts';
import { firstPageRead, SSR_ENTRY } from '../../contract/prerender.ts';

/**
 * Every page with a first read (contract/prerender.ts firstPageRead) is drawn at request time. These also have a
 * build-time copy (their loading state) for when this cannot draw; a product's page has none.
 */
export const LIVE_PATHS: ReadonlySet<string> = new Set(['/', '/marketplace']);
/** Longest a page waits for its drawing. */
const DRAWING_WAIT_MS = 3000;
/** Drawings kept: a few per language, so a catalogue that changes often does not grow the server's memory. */
const KEPT = 8;
/** Product pages' drawings, kept apart (visits to many products do not push the home page's out): about 25 KB each. */
const KEPT_PRODUCTS = 64;
/**
 * New product pages drawn per second at most (each costs 20-60 ms of the server's time): beyond it, as when a crawler
 * or a hostile client walks the whole catalogue, pages go without their drawing, which is only quicker to show.
 */
const PRODUCT_DRAWINGS_PER_SECOND = 10;

type Render = (path: string, lang: Language, given: Record<string, string>) => Promise<string>;

export interface LiveCopy {
  html: string;
  /** The read the page was drawn from, and its answer (JSON text) to send with the page. */
  url: string;
  answer: string;
}

/** The answer as the body of `<script type="application/json">`: nothing in it can close the element or open a comment. */
export function inlineJson(text: string): string {
  return text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function liveCopies(app: FastifyInstance, webDist: string) {
  const entry = join(webDist, SSR_ENTRY);
  let renderer: Promise<Render | null> | undefined;
  const kept = new Map<string, Promise<string | null>>();
  const keptProducts = new Map<string, Promise<string | null>>();
  let second = 0;
  let drawnThisSecond = 0;
  const mayDrawProduct = () => {
    const now = Math.floor(app.now().getTime() / 1000);
    if (now !== second) {
      second = now;
      drawnThisSecond = 0;
    }
    return drawnThisSecond++ < PRODUCT_DRAWINGS_PER_SECOND;
  };

  const loadRenderer = () =>
    (renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (mod: { render: Render }) => mod.render,
          (err: unknown) => {
            app.log.warn({ err: (err as Error).message }, 'server-side bundle unreadable: pages come with their build copies');
            return null;
          },
        )
      : Promise.resolve(null));

  return async function liveCopy(path: string, lang: Language): Promise<LiveCopy | null> {
    const url = firstPageRead(path, '');
    if (!url) return null;
    const render = await loadRenderer();
    if (!render) return null;
    const read = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': lang } });
    if (read.statusCode !== 200) return null;
    const key = `${lang} ${path} ${String(read.headers.etag ?? read.body)}`;
    const product = !LIVE_PATHS.has(path);
    const store = product ? keptProducts : kept;
    let drawing = store.get(key);
    if (!drawing) {
      if (product && !mayDrawProduct()) return null;
      // A failure is kept like a drawing (null): tried again when the answer changes, not on every request.
      drawing = render(path, lang, { [url]: read.body }).catch((err: unknown) => {
        app.log.warn({ path, lang, err: (err as Error).message }, 'drawing a page failed: it comes with its build copy');
        return null;
      });
      store.set(key, drawing);
      if (store.size > (product ? KEPT_PRODUCTS : KEPT)) store.delete(store.keys().next().value as string);
    }
    // A drawing that takes long (a cold start on a busy machine) is not waited for: this page goes with the build's
    // copy, and the drawing is there for the next.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DRAWING_WAIT_MS)));
    const html = await Promise.race([drawing, late]).finally(() => clearTimeout(timer));
    return html === null ? null : { html, url, answer: read.body };
  };
}
