// The sync proofs (`npm run test:sync`): Node, fake-indexeddb, the real server behind the fault proxy.
// Apart from the main vitest projects because they start servers and take minutes, not seconds.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src('../../src/web'), '@contract': src('../../src/contract') } },
  test: {
    root: src('../..'),
    name: 'sync',
    environment: 'node',
    include: ['tests/sync/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
