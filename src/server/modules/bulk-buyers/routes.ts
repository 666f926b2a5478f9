// HTTP for bulk-buyer registration (spec §7 POST /product/bulk-buyer/): the form's own schema validates the body, so
// a refused field answers 400 with `messages` keyed by the form's field names, in the caller's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../contract/accounts.ts';
import { bulkBuyerRegistrationSchema, bulkBuyerResponse, bulkBuyerSchema } from '../../../contract/quotes.ts';
import { t } from '../../i18n.ts';
import { errors, signedIn } from '../../lib/route-kit.ts';
import * as bulk from './service.ts';

const registeredResponse = z.object({ message: z.string(), data: bulkBuyerSchema, user: userSchema });

export const bulkBuyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const tags = ['bulk buying'];

  app.post('/bulk-buyer/', {
    ...authed,
    schema: { tags, body: bulkBuyerRegistrationSchema, response: { 200: registeredResponse, 201: registeredResponse, ...errors(400, 403) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data, user } = await bulk.registerBulkBuyer(tx, request.user!.id, request.body, new Date());
    return { status: created ? 201 : 200, body: { message: t(request, 'bulk.registered'), data, user } };
  }));

  app.get('/bulk-buyer/', {
    ...authed,
    schema: { tags, response: { 200: bulkBuyerResponse, ...errors(404) } },
  }, async (request) => ({ data: await bulk.getBulkBuyer(app.db, request.user!.id) }));
};
