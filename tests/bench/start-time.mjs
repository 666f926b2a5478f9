// Cold start: the time from `npm start` to /api/health answering, on an empty DATA_DIR (PGlite:
// migrations and demo data included). Run after a build so the figure is the server's, not Vite's;
// the build, if start.mjs decides to run one, is reported separately in its output.
import { startServer } from '../support/server.mjs';

const runs = Number(process.argv[2] ?? 1);
for (let i = 1; i <= runs; i++) {
  const server = await startServer({ command: ['npm', 'start'], env: { DATABASE_URL: '', LOG_LEVEL: 'warn' }, logName: 'bench-start' });
  console.log(`npm start -> /api/health: ${(server.startedInMs / 1000).toFixed(2)} s (empty DATA_DIR, PGlite)${runs > 1 ? ` [run ${i}]` : ''}`);
  console.log(`BENCH ${JSON.stringify({ figure: `npm start -> /api/health${runs > 1 ? ` (run ${i})` : ''}`, target: '—', measured: `${(server.startedInMs / 1000).toFixed(2)} s`, pass: null })}`);
  await server.stop();
}
