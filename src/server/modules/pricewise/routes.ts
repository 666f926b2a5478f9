// HTTP for Pricewise: GET /api/product/pricewise/ (public): every offer of a produce, normalised and compared.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricewiseQuery, pricewiseResponse } from '../../../contract/pricewise.ts';
import { errorBody } from '../../../contract/errors.ts';
import * as pricewise from './service.ts';

/** Under /api/product. */
export const pricewiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pricewise/', {
    // The same for everybody at one moment: conditional GETs (plugins/conditional-get.ts).
    config: { etag: true },
    schema: { tags: ['catalogue'], querystring: pricewiseQuery, response: { 200: pricewiseResponse, 400: errorBody } },
  }, async (request) => ({ data: await pricewise.compare(app.db, request.query, app.now()) }));
};
