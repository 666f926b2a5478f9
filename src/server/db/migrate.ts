// `npm run db:migrate`: apply the committed migrations to DATABASE_URL (or the PGlite data directory).
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
