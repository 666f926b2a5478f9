// HTTP for produce requests (QUOTE_PATHS under /api): a bulk buyer creates, lists, reads and closes their requests;
// a farm lists the requests sent to it, reads one and marks it seen. Writes run through app.idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closeRequestSchema, createRequestSchema, requestDetailResponse, requestResponse, requestsQuery, requestsResponse } from '../../../contract/quotes.ts';
import { t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as requests from './requests-service.ts';

const createdResponse = z.object({ message: z.string(), data: requestResponse.shape.data });
const listQuery = requestsQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const bulkBuyers = signedIn('BulkBuyer');
  const sellers = signedIn('Seller');
  const tags = ['bulk buying'];

  app.post('/requests/', {
    ...bulkBuyers,
    schema: { tags, body: createRequestSchema, response: { 200: createdResponse, 201: createdResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const user = request.user!;
    const { created, data } = await requests.createRequest(tx, { id: user.id, role: user.role }, request.body, new Date());
    return { status: created ? 201 : 200, body: { message: t(request, 'request.created'), data } };
  }));

  app.get('/requests/', {
    ...bulkBuyers,
    schema: { tags, querystring: listQuery, response: { 200: requestsResponse, ...errors(400, 403) } },
  }, async (request) => requests.buyerRequests(app.db, request.user!.id, request.query, new Date()));

  app.get('/requests/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: requestDetailResponse, ...errors(400, 404) } },
  }, async (request) => requests.getRequest(app.db, request.user!.id, request.params.id));

  app.post('/requests/:id/close/', {
    ...authed,
    schema: { tags, params: idParams, body: closeRequestSchema.nullish(), response: { 200: requestResponse, ...errors(400, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await requests.closeRequest(tx, request.user!.id, request.params.id, request.body ?? { reason: null }, new Date());
    return { status: 200, body: { data } };
  }));

  app.post('/requests/:id/read/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: requestResponse, ...errors(400, 404) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await requests.markRequestSeen(tx, request.user!.id, request.params.id, new Date());
    return { status: 200, body: { data } };
  }));

  app.get('/seller/requests/', {
    ...sellers,
    schema: { tags, querystring: listQuery, response: { 200: requestsResponse, ...errors(400, 403) } },
  }, async (request) => requests.sellerRequests(app.db, request.user!.id, request.query, new Date()));
};
