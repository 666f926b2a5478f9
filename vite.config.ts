import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compressDist } from './scripts/compress-dist.mjs';

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

export default defineConfig({
  root: '.',
  resolve: { alias: { '@': src('./src/web'), '@contract': src('./src/contract') } },
  build: { outDir, emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
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
    precompress(),
  ],
});
