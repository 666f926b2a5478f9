// HTTP for the public catalogue (spec §7): product list, product page, categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, productListQuery, productListResponse, productResponse } from '../../../contract/catalogue.ts';
import { errorBody } from '../../../contract/errors.ts';
import * as catalogue from './service.ts';

const idParams = z.object({ id: z.string().max(200) });
const categoriesResponse = z.object({ data: z.array(categorySchema) });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  app.get('/products/', {
    schema: { tags, querystring: productListQuery, response: { 200: productListResponse, 400: errorBody } },
  }, async (request) => catalogue.listProducts(app.db, request.query));

  app.get('/products/:id/', {
    schema: { tags, params: idParams, response: { 200: productResponse, 404: errorBody } },
  }, async (request) => ({ data: await catalogue.getProduct(app.db, request.params.id) }));

  app.get('/categories/', {
    schema: { tags, response: { 200: categoriesResponse } },
  }, async () => ({ data: await catalogue.listCategories(app.db) }));
};
