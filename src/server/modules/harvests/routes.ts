// HTTP for expected harvests (/api/harvests) and pre-orders (/api/preorders). Writes run through app.idempotent: a
// replayed outbox entry declares, pre-orders, records or cancels once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVINCE_CODES } from '../../../contract/enums.ts';
import {
  createHarvestSchema,
  createPreorderSchema,
  harvestRecordedResponse,
  harvestResponse,
  harvestsResponse,
  preorderResponse,
  preordersResponse,
  recordHarvestSchema,
  updateHarvestSchema,
} from '../../../contract/harvests.ts';
import { addDays } from '../../../contract/order-rules.ts';
import { storableString } from '../../../contract/text.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { recordHarvest } from './harvest-record.ts';
import * as preorders from './preorder-service.ts';
import * as harvests from './service.ts';

const listQuery = z.object({
  /** A category's slug or id. */
  category: storableString().max(100).optional(),
  province: z.enum(PROVINCE_CODES).optional(),
  /** Any day of the week asked for (YYYY-MM-DD): harvests whose window meets its Monday..Sunday. */
  week: storableString()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && addDays(v, 0) === v)
    .optional(),
  q: storableString().max(200).optional(),
});

export const harvestRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = signedIn('Seller');
  const tags = ['harvests'];

  app.get('/', {
    schema: { tags, querystring: listQuery, response: { 200: harvestsResponse, ...errors(400) } },
  }, async (request) => ({ data: await harvests.listHarvests(app.db, request.query, app.now()) }));

  app.post('/', {
    ...seller,
    schema: { tags, body: createHarvestSchema, response: { 200: harvestResponse, 201: harvestResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await harvests.createHarvest(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.get('/:id/', {
    onRequest: app.optionalAuth,
    schema: { tags, params: idParams, response: { 200: harvestResponse, ...errors(400, 404) } },
  }, async (request) => ({ data: await harvests.getHarvest(app.db, request.user?.id ?? null, request.params.id) }));

  app.patch('/:id/', {
    ...seller,
    schema: { tags, params: idParams, body: updateHarvestSchema, response: { 200: harvestResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await harvests.updateHarvest(tx, request.user!.id, request.params.id, request.body, app.now()) },
  })));

  app.post('/:id/harvest/', {
    ...seller,
    schema: { tags, params: idParams, body: recordHarvestSchema, response: { 200: harvestRecordedResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { data, fills } = await recordHarvest(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { data, fills } };
  }));

  app.post('/:id/cancel/', {
    ...seller,
    schema: { tags, params: idParams, response: { 200: harvestResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await harvests.cancelHarvest(tx, request.user!.id, request.params.id, app.now()) },
  })));
};

export const preorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const buyers = signedIn('Buyer', 'BulkBuyer');
  const tags = ['preorders'];
  const caller = (user: { id: string; role: string }) => ({ id: user.id, role: user.role });

  app.get('/', {
    ...authed,
    schema: { tags, response: { 200: preordersResponse, ...errors(400) } },
  }, async (request) => ({ data: await preorders.listPreorders(app.db, request.user!.id) }));

  app.post('/', {
    ...buyers,
    schema: { tags, body: createPreorderSchema, response: { 200: preorderResponse, 201: preorderResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await preorders.createPreorder(tx, caller(request.user!), request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.get('/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: preorderResponse, ...errors(400, 404) } },
  }, async (request) => ({ data: await preorders.getPreorder(app.db, request.user!.id, request.params.id) }));

  app.post('/:id/cancel/', {
    ...buyers,
    schema: { tags, params: idParams, response: { 200: preorderResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await preorders.cancelPreorder(tx, caller(request.user!), request.params.id, app.now()) },
  })));

  app.post('/:id/accept/', {
    ...buyers,
    schema: { tags, params: idParams, response: { 200: preorderResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await preorders.acceptPreorder(tx, caller(request.user!), request.params.id, app.now()) },
  })));
};
