// HTTP for standing orders. Writes run through app.idempotent: a replayed outbox entry sets up or changes once.
// The scheduler that places the deliveries starts with the app (STANDING_ORDER_CHECK_SECONDS; 0 = off).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStandingOrderSchema,
  pauseStandingOrderSchema,
  skipOccurrenceSchema,
  standingOrderResponse,
  standingOrdersResponse,
  updateStandingOrderSchema,
} from '../../../contract/standing-orders.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { runDue, startScheduler, type RunReport } from './scheduler.ts';
import * as standing from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decides the due deliveries now (the scheduler's run; tests call it with their clock). */
    runStandingOrders: () => Promise<RunReport>;
  }
}

export const standingOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const buyers = signedIn('Buyer', 'BulkBuyer');
  const tags = ['standing-orders'];
  const caller = (user: { id: string; role: string }) => ({ id: user.id, role: user.role });

  app.get('/', {
    ...authed,
    schema: { tags, response: { 200: standingOrdersResponse, ...errors(400) } },
  }, async (request) => ({ data: await standing.listStandingOrders(app.db, request.user!.id) }));

  app.post('/', {
    ...buyers,
    schema: { tags, body: createStandingOrderSchema, response: { 200: standingOrderResponse, 201: standingOrderResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await standing.createStandingOrder(tx, caller(request.user!), request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.get('/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: standingOrderResponse, ...errors(400, 404) } },
  }, async (request) => ({ data: await standing.getStandingOrder(app.db, request.user!.id, request.params.id) }));

  app.patch('/:id/', {
    ...buyers,
    schema: { tags, params: idParams, body: updateStandingOrderSchema, response: { 200: standingOrderResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await standing.updateStandingOrder(tx, caller(request.user!), request.params.id, request.body, app.now()) },
  })));

  app.post('/:id/skip/', {
    ...buyers,
    schema: { tags, params: idParams, body: skipOccurrenceSchema, response: { 200: standingOrderResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await standing.skipOccurrence(tx, caller(request.user!), request.params.id, request.body, app.now()) },
  })));

  app.post('/:id/pause/', {
    ...buyers,
    schema: { tags, params: idParams, body: pauseStandingOrderSchema, response: { 200: standingOrderResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await standing.pauseStandingOrder(tx, caller(request.user!), request.params.id, request.body, app.now()) },
  })));

  app.post('/:id/cancel/', {
    ...buyers,
    schema: { tags, params: idParams, response: { 200: standingOrderResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await standing.cancelStandingOrder(tx, caller(request.user!), request.params.id, app.now()) },
  })));
};

/** The scheduler of this process: every STANDING_ORDER_CHECK_SECONDS, and once when the app is ready. */
export const standingOrderScheduler = fp(
  async (app) => {
    const run = () => runDue(app.db, app.now(), { leadHours: app.config.standingOrderLeadHours });
    app.decorate('runStandingOrders', run);
    const every = app.config.standingOrderCheckSeconds;
    if (every === 0) return;
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startScheduler(run, every * 1000, (err) => app.log.error({ err }, 'standing orders: a run failed; the next one retries'));
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  },
  { name: 'standing-order-scheduler', dependencies: ['db'] },
);
