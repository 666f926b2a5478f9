// `npm run bench`: every benchmark of the project in turn (`size` and every `bench:*` script of package.json), each
// one's own output shown as it runs, then one table of what they measured: each benchmark prints its figures as
// `BENCH {"figure":"...","target":"...","measured":"...","pass":true|false|null}` lines (null: a figure with no target).
// Benchmarks that need PostgreSQL (bench:fleet) are skipped, saying so, when nothing answers; the others run their
// PGlite half and skip their PostgreSQL half themselves. Builds dist/web first when it is missing or older than its
// sources (--no-build to use it as it is).
//   npm run bench                 full settings (long: bench:fleet alone runs 5 minutes)
//   npm run bench -- --quick      shorter settings where a benchmark takes them (about 10-15 minutes on 2 cores)
//   npm run bench -- --only bench:thin-link,bench:lighthouse,size
// Exit code 0 (these are figures); FAIL rows are marked in the table and counted on the last line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresAnswers, DEFAULT_ADMIN_URL } from '../support/postgres.mjs';
import { root } from '../support/server.mjs';

const { values: opt } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

/** What each known benchmark takes in --quick (env or arguments), and what it needs. Unknown bench:* scripts run as they are. */
const KNOWN = {
  size: {},
  'bench:start': {},
  'bench:memory': {},
  'bench:thin-link': { quickEnv: { RUNS: '1' } },
  'bench:lighthouse': { quickEnv: { RUNS: '1', PRODUCTS: '2000' } },
  'bench:catalogue': { quickEnv: { PRODUCTS: '2000' } },
  'bench:first-sync': { quickEnv: { PRODUCTS: '2000' } },
  'bench:sync': { quickEnv: { MUTATIONS: '300' } }, // the drain keeps its 1,000 mutations: its target is for 1,000
  'bench:api': { quickEnv: { PRODUCTS: '2000', BENCH_SECONDS: '3', WARMUP_SECONDS: '1' } },
  'bench:catalogue-cpu': { quickEnv: { BENCH_SECONDS: '3', ROUNDS: '2', WARMUP_SECONDS: '1' } },
  'bench:orders': { quickEnv: { BENCH_SECONDS: '3' } },
  'bench:fleet': { needsPostgres: true, quickArgs: ['--devices', '60', '--duration', '45'] },
};
/** Longest a benchmark may run before it is stopped (its row then says so). */
const TIMEOUT_MS = (opt.quick ? 8 : 30) * 60_000;

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
let names = [...Object.keys(KNOWN).filter((n) => scripts[n]), ...Object.keys(scripts).filter((n) => n.startsWith('bench:') && !(n in KNOWN))];
if (opt.only) {
  const wanted = opt.only.split(',').map((s) => s.trim());
  names = names.filter((n) => wanted.includes(n));
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((m, e) => (e === 'node_modules' ? m : Math.max(m, newestMtime(join(path, e)))), 0);
}

// The browser benchmarks measure dist/web, and bench:start would build it inside its timing: build it first when it is
// missing or older than its sources (the list scripts/start.mjs checks).
const SOURCES = ['src/web', 'src/contract', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'public', 'package-lock.json'];
const builtMarker = join(root, 'dist/web/index.html');
const changed = existsSync(builtMarker) ? SOURCES.find((src) => newestMtime(join(root, src)) > statSync(builtMarker).mtimeMs) : null;
const stale = !existsSync(builtMarker) ? 'missing' : changed ? `older than ${changed}` : null;
if (stale && !opt['no-build']) {
  console.log(`bench: dist/web is ${stale}: npx vite build`);
  const built = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) console.log('bench: the web build failed; the browser benchmarks measure whatever dist/web holds');
} else if (stale) {
  console.log(`bench: dist/web is ${stale} (--no-build: measured as it is)`);
}

const adminUrl = new URL(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
const havePostgres = await postgresAnswers(adminUrl.hostname, Number(adminUrl.port) || 5432);

/** Runs `npm run <name>`, its output passed through; answers its BENCH rows, exit code and time. */
function runOne(name) {
  const spec = KNOWN[name] ?? {};
  const env = { ...process.env, ...(opt.quick ? spec.quickEnv : {}) };
  const args = ['run', '-s', name, ...(opt.quick && spec.quickArgs ? ['--', ...spec.quickArgs] : [])];
  const settings = [...Object.entries(opt.quick ? (spec.quickEnv ?? {}) : {}).map(([k, v]) => `${k}=${v}`), ...(opt.quick ? (spec.quickArgs ?? []) : [])].join(' ');
  console.log(`\n=== ${name}${settings ? ` (${settings})` : ''} ===`);
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (c) => {
      out += c;
      process.stdout.write(c);
    });
    child.stderr.on('data', (c) => process.stderr.write(c));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGTERM'); // its own process group: npm, node and what the benchmark started
      } catch {
        // gone
      }
    }, TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const rows = [];
      for (const line of out.split('\n')) {
        const m = /^BENCH (\{.*\})\s*$/.exec(line);
        if (!m) continue;
        try {
          rows.push(JSON.parse(m[1]));
        } catch {
          rows.push({ figure: 'unreadable BENCH line', target: '—', measured: line.slice(6, 80), pass: false });
        }
      }
      resolve({ rows, code: code ?? signal, timedOut, seconds: (performance.now() - began) / 1000 });
    });
  });
}

const table = [];
const began = performance.now();
for (const name of names) {
  if (KNOWN[name]?.needsPostgres && !havePostgres) {
    console.log(`\n=== ${name}: skipped, no PostgreSQL answers on ${adminUrl.host} ===`);
    table.push({ bench: name, figure: '(whole benchmark)', target: '—', measured: `skipped: no PostgreSQL on ${adminUrl.host}`, result: 'skipped' });
    continue;
  }
  const r = await runOne(name);
  for (const row of r.rows) {
    table.push({ bench: name, figure: row.figure, target: row.target ?? '—', measured: String(row.measured), result: row.pass === true ? 'pass' : row.pass === false ? 'FAIL' : 'info' });
  }
  if (r.timedOut) table.push({ bench: name, figure: '(run)', target: `< ${TIMEOUT_MS / 60_000} min`, measured: `stopped after ${r.seconds.toFixed(0)} s`, result: 'FAIL' });
  else if (r.code !== 0 && !r.rows.some((row) => row.pass === false)) table.push({ bench: name, figure: '(run)', target: 'exit 0', measured: `exit ${r.code} after ${r.seconds.toFixed(0)} s`, result: 'FAIL' });
  else if (!r.rows.length) table.push({ bench: name, figure: '(run)', target: '—', measured: `no BENCH lines; ${r.seconds.toFixed(0)} s`, result: 'info' });
}

const head = ['benchmark', 'figure', 'target', 'measured', 'pass/fail'];
const cells = table.map((r) => [r.bench, r.figure, r.target, r.measured.length > 70 ? `${r.measured.slice(0, 67)}...` : r.measured, r.result === 'FAIL' ? '** FAIL **' : r.result]);
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
console.log(`\n=== all benchmarks${opt.quick ? ' (--quick)' : ''}: ${((performance.now() - began) / 60_000).toFixed(1)} min, load average ${load1} at the end ===\n`);
console.log([line(head), rule, ...cells.map(line)].join('\n'));
const fails = table.filter((r) => r.result === 'FAIL').length;
console.log(`\n${table.length} rows: ${table.filter((r) => r.result === 'pass').length} pass, ${fails} FAIL, ${table.filter((r) => r.result === 'info').length} info, ${table.filter((r) => r.result === 'skipped').length} skipped`);
