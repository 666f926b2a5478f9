// HTTP for the wishlist and the product check (spec §7); changes run through app.idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToWishlistBody, checkCartWishlistQuery, checkCartWishlistResponse, wishlistItemResponse, wishlistResponse } from '../../../contract/cart.ts';
import { t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as wishlist from './service.ts';

const messageResponse = z.object({ message: z.string() });

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const tags = ['wishlist'];

  app.get('/wishlist/', {
    ...authed,
    schema: { tags, response: { 200: wishlistResponse } },
  }, async (request) => ({ data: await wishlist.listWishlist(app.db, request.user!.id) }));

  app.post('/wishlist/', {
    ...authed,
    schema: { tags, body: addToWishlistBody, response: { 200: wishlistItemResponse, 201: wishlistItemResponse, ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await wishlist.addToWishlist(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { message: t(request, 'wishlist.added'), data } };
  }));

  app.delete('/wishlist/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: messageResponse, ...errors(404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await wishlist.removeFromWishlist(tx, request.user!.id, request.params.id);
    return { status: 200, body: { message: t(request, 'wishlist.removed') } };
  }));

  app.get('/product_check_cart_wishlist/', {
    ...authed,
    schema: { tags, querystring: checkCartWishlistQuery, response: { 200: checkCartWishlistResponse, ...errors(400) } },
  }, async (request) => ({ data: await wishlist.checkProduct(app.db, request.user!.id, request.query.product_id) }));
};
