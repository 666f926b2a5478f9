// `npm run seed`: migrate, then load the demo data if the database has no users yet.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { accountsTable, seedDemoData } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  if (!result.seeded) console.log('The database already has users: nothing seeded.');
  else console.log(`Seeded ${result.products} products in ${result.ms} ms.\n${accountsTable(result.accounts)}`);
} finally {
  await database.close();
}
