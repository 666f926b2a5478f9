// HTTP for the cart (spec §7): every change runs through app.idempotent, so a replayed outbox entry applies once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartBody, cartItemResponse, cartResponse, patchCartBody } from '../../../contract/cart.ts';
import { t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as cart from './service.ts';

const messageResponse = z.object({ message: z.string() });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const tags = ['cart'];

  app.get('/add-to-cart/', {
    ...authed,
    schema: { tags, response: { 200: cartResponse } },
  }, async (request) => cart.getCart(app.db, request.user!.id));

  app.post('/add-to-cart/', {
    ...authed,
    schema: { tags, body: addToCartBody, response: { 200: cartItemResponse, 201: cartItemResponse, ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, ...answer } = await cart.addToCart(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { message: t(request, 'cart.added'), ...answer } };
  }));

  app.patch('/add-to-cart/:id/', {
    ...authed,
    schema: { tags, params: idParams, body: patchCartBody, response: { 200: cartItemResponse, ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const answer = await cart.updateCartLine(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { message: t(request, 'cart.updated'), ...answer } };
  }));

  app.delete('/add-to-cart/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: messageResponse, ...errors(404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await cart.removeCartLine(tx, request.user!.id, request.params.id);
    return { status: 200, body: { message: t(request, 'cart.removed') } };
  }));
};
