// What bench:catalogue runs in the page: the marketplace's query and the Dexie class (no zod: the app's
// Content-Security-Policy allows no eval, and the bench builds its filters already parsed).
export { MarketDb } from '../../src/web/offline/db.ts';
export { queryCatalogue } from '../../src/web/features/catalogue/catalogue-query.ts';
