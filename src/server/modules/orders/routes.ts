// HTTP for orders (spec §7 /orders/create_order/ and the detail, transition and seller list in the same style).
// Writes run through app.idempotent: a replayed outbox entry places or moves an order once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderSchema, orderResponse, orderSchema, ordersResponse, orderTransitionSchema, sellerOrdersQuery } from '../../../contract/orders.ts';
import { requestLanguage, t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as orders from './service.ts';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const placedResponse = z.object({ message: z.string(), data: orderSchema });

export interface OrderRoutesOptions {
  /** Run in the transaction of every order move (the app passes the quote requests' follower). */
  followStatus: orders.OrderStatusFollower;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, opts) => {
  const authed = signedIn();
  const buyers = signedIn('Buyer', 'BulkBuyer');
  const tags = ['orders'];

  app.post('/create_order/', {
    ...buyers,
    schema: { tags, body: createOrderSchema, response: { 200: placedResponse, 201: placedResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const user = request.user!;
    const { created, order } = await orders.createOrder(tx, { id: user.id, role: user.role, lang: requestLanguage(request) }, request.body, new Date());
    return { status: created ? 201 : 200, body: { message: t(request, 'order.placed'), data: order } };
  }));

  app.get('/create_order/', {
    ...authed,
    schema: { tags, querystring: pageQuery, response: { 200: ordersResponse, ...errors(400) } },
  }, async (request) => orders.buyerOrders(app.db, request.user!.id, request.query.page));

  app.get('/seller/orders/', {
    ...authed,
    schema: { tags, querystring: sellerOrdersQuery, response: { 200: ordersResponse, ...errors(400, 403) } },
  }, async (request) => orders.sellerOrders(app.db, request.user!.id, request.query));

  app.get('/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: orderResponse, ...errors(400, 404) } },
  }, async (request) => ({ data: await orders.getOrder(app.db, request.user!.id, request.params.id) }));

  app.post('/:id/transition/', {
    ...authed,
    schema: { tags, params: idParams, body: orderTransitionSchema, response: { 200: orderResponse, ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await orders.transitionOrder(tx, request.user!.id, request.params.id, request.body, new Date(), opts.followStatus);
    return { status: 200, body: { data } };
  }));
};
