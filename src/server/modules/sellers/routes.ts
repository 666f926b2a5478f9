// HTTP for seller registration and branches (spec §7: /account/user-seller/, /account/user-seller-branch/).
// Branch calls answer in the spec's shape: `{ status: 0, message, data }`, and on any failure `{ status: 1, error,
// message, code, messages? }` with the proper HTTP status (a preSerialization hook of this scope rewrites the one
// error body every failure produces, so the global error handler stays as it is and replays look the same).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileResponse } from '../../../contract/accounts.ts';
import {
  branchCreateResponse,
  branchFailureBody,
  branchPatchSchema,
  branchSchema,
  branchWriteSchema,
  sellerPatchSchema,
  sellerProfileSchema,
  sellerRegistrationSchema,
} from '../../../contract/catalogue.ts';
import { sameRole } from '../../../contract/enums.ts';
import { sellerTermsWriteSchema } from '../../../contract/orders.ts';
import { t } from '../../i18n.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as sellers from './service.ts';

const failures = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, branchFailureBody]));

const sellerResponse = z.object({ data: sellerProfileSchema });
const sellerRegisteredResponse = z.object({ message: z.string(), data: sellerProfileSchema, user: profileResponse.shape.user });
const sellerUpdatedResponse = z.object({ message: z.string(), data: sellerProfileSchema });
/** The farm's details and its checkout terms (minimum order, delivery fee, delivery days, notice). */
const sellerPatchBody = sellerPatchSchema.extend(sellerTermsWriteSchema.shape);
const branchListResponse = z.object({ status: z.literal(0), message: z.string(), data: z.array(branchSchema) });
const branchResponse = z.object({ status: z.literal(0), message: z.string(), data: branchSchema });
const branchMessageResponse = z.object({ status: z.literal(0), message: z.string() });

/** After the sign-in guard: a Seller, else 403 'Register your farm first' (not the generic forbidden). */
async function requireSeller(request: FastifyRequest) {
  if (!sameRole(request.user!.role, 'Seller')) throw new HttpError(403, 'forbidden', 'seller.required');
}
const seller = { ...signedIn(), onRequest: requireSeller };

/** `{ code, message, messages? }` -> `{ status: 1, error, message, code, messages? }` for every failed branch call. */
function toSpecFailure(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || 'status' in payload) return payload;
  const { code, message, messages } = payload as { code?: unknown; message?: unknown; messages?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return payload;
  return { status: 1, error: message, message, code, ...(messages !== undefined && { messages }) };
}

const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preSerialization', async (_request, reply, payload) => (reply.statusCode >= 400 ? toSpecFailure(payload) : payload));
  const tags = ['branches'];

  app.post('/', {
    ...seller,
    schema: { tags, body: branchWriteSchema, response: { 201: branchCreateResponse, ...failures(400, 401, 403, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await sellers.createBranch(tx, request.user!.id, request.body);
    return { status: 201, body: { status: 0, message: t(request, 'branch.created'), data } };
  }));

  app.get('/', {
    ...seller,
    schema: { tags, response: { 200: branchListResponse, ...failures(401, 403) } },
  }, async (request) => ({ status: 0 as const, message: t(request, 'branch.fetched'), data: await sellers.listBranches(app.db, request.user!.id) }));

  app.get('/:id/', {
    ...seller,
    schema: { tags, params: idParams, response: { 200: branchResponse, ...failures(400, 401, 403, 404) } },
  }, async (request) => ({ status: 0 as const, message: t(request, 'branch.fetched'), data: await sellers.getBranch(app.db, request.user!.id, request.params.id) }));

  app.patch('/:id/', {
    ...seller,
    schema: { tags, params: idParams, body: branchPatchSchema, response: { 200: branchResponse, ...failures(400, 401, 403, 404, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await sellers.updateBranch(tx, request.user!.id, request.params.id, request.body);
    return { status: 200, body: { status: 0, message: t(request, 'branch.updated'), data } };
  }));

  app.delete('/:id/', {
    ...seller,
    schema: { tags, params: idParams, response: { 200: branchMessageResponse, ...failures(400, 401, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await sellers.deleteBranch(tx, request.user!.id, request.params.id);
    return { status: 200, body: { status: 0, message: t(request, 'branch.deleted') } };
  }));
};

/** Registered under /api/account. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const tags = ['sellers'];

  app.post('/user-seller/', {
    ...authed,
    schema: { tags, body: sellerRegistrationSchema, response: { 201: sellerRegisteredResponse, ...errors(400, 403, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { seller, user } = await sellers.registerSeller(tx, request.user!.id, request.body);
    return { status: 201, body: { message: t(request, 'seller.registered'), data: seller, user } };
  }));

  app.get('/user-seller/', {
    ...authed,
    schema: { tags, response: { 200: sellerResponse, ...errors(404) } },
  }, async (request) => ({ data: await sellers.getOwnSeller(app.db, request.user!.id) }));

  app.patch('/user-seller/', {
    ...seller,
    schema: { tags, body: sellerPatchBody, response: { 200: sellerUpdatedResponse, ...errors(400, 403, 404, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await sellers.updateOwnSeller(tx, request.user!.id, request.body);
    return { status: 200, body: { message: t(request, 'seller.updated'), data } };
  }));

  await app.register(branchRoutes, { prefix: '/user-seller-branch' });
};
