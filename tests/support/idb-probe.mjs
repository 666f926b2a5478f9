// Reads the app's Dexie database ('freshmarket') from a Playwright page with plain IndexedDB, without ever
// creating it (the app must do that) and closing at once (never holding up the app's own upgrades).
export const APP_DB = 'freshmarket';

/** Every row of `store` ([] when the database or the store does not exist yet). */
export function idbAll(page, store) {
  return page.evaluate(
    async ([name, storeName]) => {
      const dbs = await indexedDB.databases();
      if (!dbs.some((d) => d.name === name)) return [];
      return new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const idb = open.result;
          try {
            if (!idb.objectStoreNames.contains(storeName)) return resolve([]);
            const req = idb.transaction(storeName).objectStore(storeName).getAll();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => resolve([]);
          } finally {
            idb.close();
          }
        };
      });
    },
    [APP_DB, store],
  );
}

export async function idbCount(page, store) {
  return (await idbAll(page, store)).length;
}

/** The signed-in session row (tokens and user), or undefined. */
export async function idbSession(page) {
  return (await idbAll(page, 'local_session')).find((r) => r.key === 'current');
}
