import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two projects: the server suite (Node, real database) and the web suite (jsdom + fake-indexeddb).
export default defineConfig({
  resolve: { alias: { '@': src('./src/web'), '@contract': src('./src/contract') } },
  test: {
    projects: [
      {
        resolve: { alias: { '@contract': src('./src/contract') } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'tests/i18n/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()],
        resolve: { alias: { '@': src('./src/web'), '@contract': src('./src/contract') } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
