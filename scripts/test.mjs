// `npm test`: the one command that checks everything, in order. Runs every step it can (a lint
// failure does not hide test results), skips the steps whose input failed (no build, no e2e), exits
// non-zero on any failure, and ends with `tests: N passed, M failed` over vitest (unit, server, sync proofs) and e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const DEFAULT_PG = 'postgres://fm:fm@localhost:5432/postgres';
const counts = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━━ ${name}: ${[command, ...args].join(' ')}`);
  const began = performance.now();
  const merged = { ...process.env, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  const seconds = (performance.now() - began) / 1000;
  const ok = result.status === 0;
  steps.push({ name, status: ok ? 'ok' : 'FAILED', seconds });
  return ok;
}

function skip(name, why) {
  console.log(`\n━━━ ${name}: skipped (${why})`);
  steps.push({ name, status: `skipped: ${why}`, seconds: 0 });
}

function addVitestCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const problems = [];

function vitest(name, file, extraArgs, env) {
  const problemsFile = file.replace(/\.json$/, '-problems.json');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`, '--reporter=./scripts/vitest-problems-reporter.mjs'];
  const ok = run(name, 'npx', ['vitest', 'run', ...reporters, ...extraArgs], { ...env, VITEST_PROBLEMS_FILE: problemsFile });
  addVitestCounts(file);
  if (existsSync(problemsFile)) for (const p of JSON.parse(readFileSync(problemsFile, 'utf8'))) problems.push(`${name}: ${p}`);
  return ok;
}

function postgresAnswers(host = 'localhost', port = 5432) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

run('i18n extract', 'npx', ['lingui', 'extract', '--clean']);
run('translations', 'node', ['scripts/check-translations.mjs']);
run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.']);

// The first vitest run is PGlite: the server harness uses PostgreSQL only when TEST_DATABASE_URL is set.
vitest('vitest (server on PGlite + web)', join(results, 'vitest.json'), [], { TEST_DATABASE_URL: undefined });

const pgUrl = process.env.TEST_DATABASE_URL || DEFAULT_PG;
if (process.env.TEST_DATABASE_URL || (await postgresAnswers())) {
  vitest('vitest (server on PostgreSQL)', join(results, 'vitest-pg.json'), ['--project', 'server'], { TEST_DATABASE_URL: pgUrl });
} else if (process.env.CI) {
  console.error('\n!!! No PostgreSQL answers on localhost:5432 and TEST_DATABASE_URL is empty: CI must test on PostgreSQL.');
  steps.push({ name: 'vitest (server on PostgreSQL)', status: 'FAILED', seconds: 0 });
} else {
  console.warn('\n' + '!'.repeat(78));
  console.warn('!!! WARNING: no PostgreSQL on localhost:5432 and TEST_DATABASE_URL is empty:');
  console.warn('!!! the server suite did NOT run on PostgreSQL. CI runs it; so should you before merging.');
  console.warn('!'.repeat(78));
  skip('vitest (server on PostgreSQL)', 'no PostgreSQL');
}

// The sync proofs: the real server behind the fault proxy, simulated clients on fake-indexeddb (tests/sync).
vitest('vitest (sync proofs)', join(results, 'vitest-sync.json'), ['--config', 'tests/sync/vitest.config.ts'], { TEST_DATABASE_URL: undefined });

const built = run('vite build', 'npx', ['vite', 'build']);
if (built) run('bundle size', 'node', ['tests/bench/bundle-size.mjs']);
else skip('bundle size', 'build failed');

const e2eFile = join(results, 'e2e.json');
if (built) {
  run('e2e', 'node', ['tests/e2e/run.mjs'], { E2E_RESULTS: e2eFile });
  if (existsSync(e2eFile)) {
    const e2e = JSON.parse(readFileSync(e2eFile, 'utf8'));
    counts.passed += e2e.passed;
    counts.failed += e2e.failed;
    counts.skipped += e2e.skipped ?? 0;
  }
} else skip('e2e', 'build failed');

console.log('\n━━━ summary');
for (const s of steps) console.log(`  ${s.status.startsWith('FAILED') ? '✗' : s.status === 'ok' ? '✓' : '-'} ${s.name.padEnd(34)} ${s.seconds.toFixed(1).padStart(6)} s  ${s.status}`);
const failedSteps = steps.filter((s) => s.status === 'FAILED');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
for (const p of problems) console.log(`  ${p}`);
if (counts.skipped) console.log(`(${counts.skipped} tests skipped)`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
