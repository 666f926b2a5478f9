// HTTP for the public catalogue (spec §7): product list, product page, categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, productFeedbackResponse, productListQuery, productListResponse, productResponse, topProductsResponse } from '../../../contract/catalogue.ts';
import { TOP_PRODUCTS_LIMIT } from '../../../contract/constants.ts';
import { errorBody } from '../../../contract/errors.ts';
import { contractSerializerCompiler } from '../../lib/contract-serializer.ts';
import { idParams } from '../../lib/route-kit.ts';
import * as catalogue from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const categoriesResponse = z.object({ data: z.array(categorySchema) });
const topQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).default(TOP_PRODUCTS_LIMIT) });
const feedbackQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];
  // Public reads that do not depend on who asks: conditional GETs (plugins/conditional-get.ts).
  const config = { etag: true };

  app.get('/products/', {
    config,
    // The busiest read: answers written from the contract's JSON Schema, not parsed by zod first; a 200 comes as
    // those bytes already (service.ts listProducts, kept while the catalogue is unchanged).
    serializerCompiler: contractSerializerCompiler,
    schema: { tags, querystring: productListQuery, response: { 200: productListResponse, 400: errorBody } },
  }, async (request, reply) => {
    const bytes = await catalogue.listProducts(app.db, request.query);
    // Fastify sends a Buffer as it is; the type provider only knows the answer's shape.
    return reply.type(JSON_TYPE).send(bytes as unknown as z.infer<typeof productListResponse>);
  });

  app.get('/products/:id/', {
    config,
    schema: { tags, params: idParams, response: { 200: productResponse, 404: errorBody } },
  }, async (request) => ({ data: await catalogue.getProduct(app.db, request.params.id) }));

  app.get('/products/:id/feedback/', {
    config,
    schema: { tags, params: idParams, querystring: feedbackQuery, response: { 200: productFeedbackResponse, 400: errorBody, 404: errorBody } },
  }, async (request) => catalogue.productFeedback(app.db, request.params.id, request.query));

  app.get('/top_products/', {
    config,
    schema: { tags, querystring: topQuery, response: { 200: topProductsResponse, 400: errorBody } },
  }, async (request) => ({ data: await catalogue.topProducts(app.db, request.query.limit, app.now()) }));

  app.get('/categories/', {
    config,
    schema: { tags, response: { 200: categoriesResponse } },
  }, async () => ({ data: await catalogue.listCategories(app.db) }));
};
