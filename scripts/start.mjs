// `npm start`: build the web app when dist/web is missing or older than its sources, then run the
// server in this process group, forwarding signals so Ctrl-C and `kill` stop it cleanly. With WORKERS > 1 that server
// process is the cluster's primary (src/server/cluster.ts): it forks the workers and lets them drain on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtMarker = join(root, 'dist/web/index.html');
const SOURCES = ['src/web', 'src/contract', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'public', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtMarker)) return 'dist/web is missing';
  const built = statSync(builtMarker).mtimeMs;
  const changed = SOURCES.find((s) => newestMtime(join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = buildIsStale();
if (reason) {
  console.log(`[start] building the web app (${reason})...`);
  const began = performance.now();
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] the web build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
  console.log(`[start] web build took ${((performance.now() - began) / 1000).toFixed(1)} s`);
} else {
  console.log('[start] dist/web is up to date; skipping the build');
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
});
