// HTTP for the cart (spec §7): every change runs through app.idempotent, so a replayed outbox entry applies once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartBody, cartItemResponse, cartResponse, patchCartBody } from '../../../contract/cart.ts';
import { errorBody } from '../../../contract/errors.ts';
import { t } from '../../i18n.ts';
import * as cart from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));
const idParams = z.object({ id: z.string().max(200) });
const messageResponse = z.object({ message: z.string() });
const security = [{ bearer: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = { onRequest: app.requireAuth };
  const tags = ['cart'];

  app.get('/add-to-cart/', {
    ...authed,
    schema: { tags, security, response: { 200: cartResponse, ...errors(401) } },
  }, async (request) => cart.getCart(app.db, request.user!.id));

  app.post('/add-to-cart/', {
    ...authed,
    schema: { tags, security, body: addToCartBody, response: { 200: cartItemResponse, 201: cartItemResponse, ...errors(400, 401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, ...answer } = await cart.addToCart(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { message: t(request, 'cart.added'), ...answer } };
  }));

  app.patch('/add-to-cart/:id/', {
    ...authed,
    schema: { tags, security, params: idParams, body: patchCartBody, response: { 200: cartItemResponse, ...errors(400, 401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const answer = await cart.updateCartLine(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { message: t(request, 'cart.updated'), ...answer } };
  }));

  app.delete('/add-to-cart/:id/', {
    ...authed,
    schema: { tags, security, params: idParams, response: { 200: messageResponse, ...errors(401, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await cart.removeCartLine(tx, request.user!.id, request.params.id);
    return { status: 200, body: { message: t(request, 'cart.removed') } };
  }));
};
