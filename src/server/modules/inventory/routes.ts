// HTTP for the seller's inventory (spec §7): read one product's stock and history, record a
// movement, set the low-stock alert level. Seller only, owner only; every write runs through app.idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inventoryResponse, inventorySettingsSchema, productResponse, stockMovementResponse, stockMovementWriteSchema } from '../../../contract/catalogue.ts';
import { t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as inventory from './service.ts';

const historyQuery = z.object({
  /** Movements recorded before this instant (the `created_at` of the last one of the previous page). */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(inventory.MOVEMENT_PAGE).default(inventory.MOVEMENT_PAGE),
});

/** Registered under /api/product, next to the seller's product routes (/seller/products/:id/ and below). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = signedIn('Seller');
  const tags = ['inventory'];

  app.get('/seller/products/:id/inventory/', {
    ...seller,
    schema: { tags, params: idParams, querystring: historyQuery, response: { 200: inventoryResponse, ...errors(400, 403, 404) } },
  }, async (request) => ({
    data: await inventory.getInventory(app.db, request.user!.id, request.params.id, {
      before: request.query.before ? new Date(request.query.before) : undefined,
      limit: request.query.limit,
    }),
  }));

  app.post('/seller/products/:id/inventory/movements/', {
    ...seller,
    schema: { tags, params: idParams, body: stockMovementWriteSchema, response: { 200: stockMovementResponse, 201: stockMovementResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, movement, product } = await inventory.recordMovement(tx, request.user!.id, request.params.id, request.body, app.now(), (grade) =>
      t(request, `stock.grade_${grade}`),
    );
    return { status: created ? 201 : 200, body: { data: { movement, product } } };
  }));

  app.patch('/seller/products/:id/inventory/', {
    ...seller,
    schema: { tags, params: idParams, body: inventorySettingsSchema, response: { 200: productResponse, ...errors(400, 403, 404, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const product = await inventory.updateSettings(tx, request.user!.id, request.params.id, request.body.low_stock_threshold);
    return { status: 200, body: { data: product } };
  }));
};
