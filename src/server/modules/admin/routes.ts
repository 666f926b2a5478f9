// HTTP for moderation (Admin only): /api/admin/branches/ and /api/admin/branches/{id}/review/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchReviewDecisionSchema, branchReviewSchema } from '../../../contract/catalogue.ts';
import { BRANCH_STATUSES } from '../../../contract/enums.ts';
import { t } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as admin from './service.ts';

const listQuery = z.object({ status: z.enum(BRANCH_STATUSES).default('pending') });
const listResponse = z.object({ data: z.array(branchReviewSchema) });
const reviewResponse = z.object({ message: z.string(), data: branchReviewSchema });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = signedIn('Admin');
  const tags = ['admin'];

  app.get('/branches/', {
    ...adminOnly,
    schema: { tags, querystring: listQuery, response: { 200: listResponse, ...errors(400, 403) } },
  }, async (request) => ({ data: await admin.listBranches(app.db, request.query.status) }));

  app.post('/branches/:id/review/', {
    ...adminOnly,
    schema: { tags, params: idParams, body: branchReviewDecisionSchema, response: { 200: reviewResponse, ...errors(400, 403, 404, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await admin.reviewBranch(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { message: t(request, data.status === 'approved' ? 'branch.approved' : 'branch.rejected'), data } };
  }));
};
