// The end-to-end runner: one real server (PGlite, fresh DATA_DIR), one Chromium, every journey in
// tests/e2e/*.e2e.mjs in order. `node tests/e2e/run.mjs [name filter]`. Prints per-test results and
// counts; writes { passed, failed, skipped } to $E2E_RESULTS for scripts/test.mjs.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '../support/server.mjs';
import { hasChromium, launchChromium } from '../support/browser.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2] ?? '';
const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function finish(code) {
  if (process.env.E2E_RESULTS) writeFileSync(process.env.E2E_RESULTS, JSON.stringify(counts));
  console.log(`\ne2e: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  for (const f of failures) console.log(`  ✗ ${f}`);
  process.exit(code);
}

const suites = [];
for (const file of readdirSync(here).filter((f) => f.endsWith('.e2e.mjs')).sort()) {
  const mod = await import(pathToFileURL(join(here, file)).href);
  for (const t of mod.tests) if (`${file} ${t.name}`.includes(filter)) suites.push({ file, ...t });
}

if (!hasChromium()) {
  console.error('e2e: /usr/bin/chromium is missing (apt-get install chromium)');
  counts.failed = 1;
  finish(1);
}

let server;
let browser;
try {
  server = await startServer({ logName: 'e2e-server', env: { DATABASE_URL: '', LOG_LEVEL: 'warn' } });
  console.log(`e2e: server on ${server.url} (ready in ${(server.startedInMs / 1000).toFixed(1)} s), ${suites.length} tests`);
  browser = await launchChromium();
  const state = {}; // shared between journeys in order (e.g. the user registered in the first one)
  for (const t of suites) {
    const began = performance.now();
    try {
      await t.fn({ browser, baseUrl: server.url, dataDir: server.dataDir, state });
      counts.passed++;
      console.log(`  ✓ ${t.file} › ${t.name} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
    } catch (err) {
      counts.failed++;
      failures.push(`${t.file} › ${t.name}: ${err.message.split('\n')[0]}`);
      console.log(`  ✗ ${t.file} › ${t.name} (${((performance.now() - began) / 1000).toFixed(1)} s)\n    ${err.stack?.split('\n').slice(0, 6).join('\n    ')}`);
    }
  }
} catch (err) {
  console.error(`e2e: could not start: ${err.message}`);
  counts.failed++;
  failures.push(`setup: ${err.message}`);
} finally {
  await browser?.close();
  await server?.stop();
}
finish(counts.failed ? 1 : 0);
