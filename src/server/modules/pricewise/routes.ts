// HTTP for Pricewise: GET /api/product/pricewise/ (public): every offer of a produce, normalised and compared.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceHistoryQuery, priceHistoryResponse, pricewiseQuery, pricewiseResponse } from '../../../contract/pricewise.ts';
import { errorBody } from '../../../contract/errors.ts';
import { toPriceHistoryEntry } from './mappers.ts';
import { publicHistory } from './queries.ts';
import * as pricewise from './service.ts';

/** Under /api/product. */
export const pricewiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pricewise/', {
    // The same for everybody at one moment: conditional GETs (plugins/conditional-get.ts).
    config: { etag: true },
    schema: { tags: ['catalogue'], querystring: pricewiseQuery, response: { 200: pricewiseResponse, 400: errorBody } },
  }, async (request) => ({ data: await pricewise.compare(app.db, request.query, app.now()) }));

  // The price history of public products, for a device that holds no catalogue (a visitor's /pricewise chart and a
  // product page's sparkline); a device that keeps the catalogue has the same rows from the sync.
  app.get('/pricewise/history/', {
    config: { etag: true },
    schema: { tags: ['catalogue'], querystring: priceHistoryQuery, response: { 200: priceHistoryResponse, 400: errorBody } },
  }, async (request) => ({ data: (await publicHistory(app.db, request.query.ids)).map((r) => toPriceHistoryEntry(r.row)) }));
};
