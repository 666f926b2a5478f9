import { build, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { compressDist } from './scripts/compress-dist.mjs';
import { PRERENDER_FILE, PRERENDERED_PATHS, prerenderKey, SSR_ENTRY } from './src/contract/prerender.ts';
import { LANGUAGES } from './src/contract/enums.ts';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = process.env.WEB_OUT_DIR ?? 'dist/web';

/** Brotli and gzip copies of every text asset, written after everything else (the service worker included). */
function precompress(): Plugin {
  return {
    name: 'freshmarket:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { written, raw, brotli } = compressDist(resolve(outDir));
        this.info(`precompressed ${written} files: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}

const PRERENDER_ENTRY = src('./src/web/prerender/entry.tsx');

/**
 * The public pages' first screens (src/contract/prerender.ts), drawn once the app is built: the same config builds
 * src/web/prerender/entry.tsx for Node into the output's `.ssr` directory (never served, never precached), which
 * draws each page in each language into PRERENDER_FILE. The server keeps using that bundle to draw the pages whose
 * first screen is data at request time (src/server/plugins/live-copies.ts).
 */
function prerenderPages(): Plugin {
  return {
    name: 'freshmarket:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const began = performance.now();
        // Inside the project, so Node finds the packages the server-side build leaves external (react, the router).
        const ssrOut = resolve(outDir, dirname(SSR_ENTRY));
        await build({ configFile: src('./vite.config.ts'), logLevel: 'warn', build: { ssr: PRERENDER_ENTRY, outDir: ssrOut, emptyOutDir: true } });
        const { render } = (await import(pathToFileURL(resolve(outDir, SSR_ENTRY)).href)) as typeof import('./src/web/prerender/entry.tsx');
        const pages: Record<string, string> = {};
        for (const lang of LANGUAGES) for (const path of PRERENDERED_PATHS) pages[prerenderKey(lang, path)] = await render(path, lang);
        writeFileSync(resolve(outDir, PRERENDER_FILE), JSON.stringify(pages));
        this.info(`prerendered ${Object.keys(pages).length} pages in ${((performance.now() - began) / 1000).toFixed(1)} s`);
      },
    },
  };
}

const PRELOAD_ENTRY = src('./src/web/app/first-page-preload.ts');
/** The modules of the first-page-preload entry (index.html): kept out of the app's file, which it must not wait for. */
const PRELOAD_ENTRY_MODULES = /src[\\/](web[\\/](app[\\/]first-page-preload|lib[\\/](language|early-fetch|splash)|offline[\\/]device-hint)|contract[\\/](enums|constants|prerender))\.ts$/;

/**
 * Writes into index.html, as JSON (`<script type="application/json" id="fm-preload">`, data the CSP does not run),
 * what src/web/app/first-page-preload.ts preloads: for each public route (a file directly in src/web/routes, not a
 * layout), a regular expression of its path and the files its page needs beyond the app's own; for each language,
 * the file of its messages. Signed-in pages are left out: they wait for the saved session anyway.
 */
function firstPagePreload(): Plugin {
  const routesDir = src('./src/web/routes/');
  const localesDir = src('./src/web/locales/');
  const pathPattern = (file: string) => {
    const parts = file
      .replace(/\.tsx$/, '')
      .split('.')
      .filter((part, i, all) => !(part === 'index' && i === all.length - 1))
      .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/_$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return parts.length ? `^/${parts.join('/')}/?$` : '^/$';
  };
  return {
    name: 'freshmarket:first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, into);
          return into;
        };
        const initial = new Set<string>();
        for (const c of chunks) if (c.isEntry) closure(c.fileName, initial);
        const files: string[] = [];
        const indexOf = (fileName: string) => {
          const href = `/${fileName}`;
          const at = files.indexOf(href);
          return at >= 0 ? at : files.push(href) - 1;
        };
        const needs = (chunk: { fileName: string }) => [...closure(chunk.fileName)].filter((f) => !initial.has(f)).map(indexOf);
        const routes: Array<[string, number[]]> = [];
        const messages: Record<string, number[]> = {};
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const route = id.startsWith(routesDir) && /^([^/_][^/]*\.tsx)\?tsr-split=component$/.exec(id.slice(routesDir.length));
            if (route && route[1] && route[1] !== '__root.tsx') routes.push([pathPattern(route[1]), needs(chunk)]);
            const locale = id.startsWith(localesDir) && /^(\w+)\/messages\.po$/.exec(id.slice(localesDir.length));
            if (locale && locale[1]) messages[locale[1]] = needs(chunk);
          }
        }
        const json = JSON.stringify({ files, messages, routes }).replace(/</g, '\\u003c');
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === PRELOAD_ENTRY);
        if (!entry) throw new Error('first-page-preload: its entry chunk is missing from the bundle');
        return {
          html,
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: 'fm-preload' }, children: json, injectTo: 'head' },
            // Its own entry (build.rolldownOptions.input), async: it runs as soon as it arrives, not after the app.
            { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

const resolveAliases = { alias: { '@': src('./src/web'), '@contract': src('./src/contract') } };
const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    routesDirectory: './src/web/routes',
    generatedRouteTree: './src/web/routeTree.gen.ts',
    autoCodeSplitting: true,
  });
const appPlugins = () => [routerPlugin(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()];

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // The prerender's server-side build (prerenderPages): the app's code for Node, no styles, service worker or copies.
      { root: '.', publicDir: false, resolve: resolveAliases, build: { target: 'node20', sourcemap: false, minify: false }, plugins: appPlugins() }
    : {
        root: '.',
        resolve: resolveAliases,
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: true,
          target: 'es2022',
          rolldownOptions: {
            input: { index: src('./index.html'), preload: PRELOAD_ENTRY },
            output: {
              // Fewer, larger files for the first visit: on a high-latency link every file costs a round trip and about
              // 1 KB of response headers, and the automatic split left the first page 16 files of its own plus 17 tiny
              // ones (a few hundred bytes each) for the home page.
              codeSplitting: {
                groups: [
                  // Everything the app's entry needs before it can run, in one file (not the preload entry's few modules).
                  { name: 'app', tags: ['$initial'], test: (id) => !PRELOAD_ENTRY_MODULES.test(id), priority: 3 },
                  // What the preload entry shares with the app (which language to load), in a file of a few hundred bytes.
                  { name: 'language', test: (id) => PRELOAD_ENTRY_MODULES.test(id) && id !== PRELOAD_ENTRY, priority: 4 },
                  // The icons the lazy pages draw (a few hundred bytes each), in one file that every page shares.
                  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
                  // The expected harvests' shared screen parts (labels, the pre-order card, reads and writes, their rules) in one
                  // file, not their dependencies: split by which pages use them they made seven files, and every file a lazy
                  // page may load is named in the app's first JavaScript. Their appliers stay with the app, which installs them.
                  {
                    name: 'harvests',
                    test: /src[\\/](web[\\/]domain[\\/]harvests[\\/](?!harvest-appliers)|contract[\\/]harvest-rules)/,
                    includeDependenciesRecursively: false,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
        server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
        plugins: [
          ...appPlugins(),
          tailwindcss(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/web',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            manifest: false, // public/manifest.webmanifest is the manifest, linked from index.html
            injectManifest: {
              globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
            devOptions: { enabled: false, type: 'module' },
          }),
          firstPagePreload(),
          precompress(),
          prerenderPages(),
        ],
      },
);
