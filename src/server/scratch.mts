import { openDatabase } from './db/client.ts';
import { sql } from 'drizzle-orm';
const t=Date.now();
const d = await openDatabase({ pgliteDir: null });
console.log('open', Date.now()-t);
await d.migrate();
console.log('migrate', Date.now()-t);
console.log((await d.db.execute(sql`select count(*) from users`)).rows);
await d.close();
