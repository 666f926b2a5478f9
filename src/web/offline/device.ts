// The device's store as the first page's code reaches it: Dexie and the app's database (about 30 KB over the wire)
// load through device-loader.ts, after the first page has painted (or at once when a saved session is likely), and
// not at all on a visitor's device that holds nothing (device-hint.ts). Code of pages behind a link may import db.ts
// directly: it loads with that page.
import { db } from './db.ts';
import { visitorKeepsCatalogue } from './pull-policy.ts';

export { Dexie, liveQuery } from 'dexie';
export { db };
export { clearPrivateData } from './pull.ts';

/** Whether the start-up must read this device's store: a saved session, a kept catalogue or changes waiting. */
export async function holdsData(): Promise<boolean> {
  if (await db.local_session.get('current')) return true;
  if ((await db.local_outbox.count()) > 0) return true;
  return visitorKeepsCatalogue(db);
}
