// HTTP for the wishlist and the product check (spec §7); changes run through app.idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToWishlistBody, checkCartWishlistQuery, checkCartWishlistResponse, wishlistItemResponse, wishlistResponse } from '../../../contract/cart.ts';
import { errorBody } from '../../../contract/errors.ts';
import { t } from '../../i18n.ts';
import * as wishlist from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));
const idParams = z.object({ id: z.string().max(200) });
const messageResponse = z.object({ message: z.string() });
const security = [{ bearer: [] }];

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = { onRequest: app.requireAuth };
  const tags = ['wishlist'];

  app.get('/wishlist/', {
    ...authed,
    schema: { tags, security, response: { 200: wishlistResponse, ...errors(401) } },
  }, async (request) => ({ data: await wishlist.listWishlist(app.db, request.user!.id) }));

  app.post('/wishlist/', {
    ...authed,
    schema: { tags, security, body: addToWishlistBody, response: { 200: wishlistItemResponse, 201: wishlistItemResponse, ...errors(400, 401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await wishlist.addToWishlist(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { message: t(request, 'wishlist.added'), data } };
  }));

  app.delete('/wishlist/:id/', {
    ...authed,
    schema: { tags, security, params: idParams, response: { 200: messageResponse, ...errors(401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await wishlist.removeFromWishlist(tx, request.user!.id, request.params.id);
    return { status: 200, body: { message: t(request, 'wishlist.removed') } };
  }));

  app.get('/product_check_cart_wishlist/', {
    ...authed,
    schema: { tags, security, querystring: checkCartWishlistQuery, response: { 200: checkCartWishlistResponse, ...errors(400, 401) } },
  }, async (request) => ({ data: await wishlist.checkProduct(app.db, request.user!.id, request.query.product_id) }));
};
