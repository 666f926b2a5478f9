// HTTP for the admin console (Admin only, checked per call): branch moderation (/api/admin/branches/...), the
// dashboard, users (find, disable, enable) and the audit log every admin action is written to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchReviewDecisionSchema, branchReviewSchema } from '../../../contract/catalogue.ts';
import { adminUserResponse, adminUsersQuery, adminUsersResponse, dashboardResponse, disableUserSchema } from '../../../contract/admin-console.ts';
import { auditPageSchema, auditQuery } from '../../../contract/audit.ts';
import { BRANCH_STATUSES } from '../../../contract/enums.ts';
import { t } from '../../i18n.ts';
import { adminAction, errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { listAudit } from './audit-log.ts';
import * as console_ from './console.ts';
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
    ...adminAction('branch.review'),
    schema: { tags, params: idParams, body: branchReviewDecisionSchema, response: { 200: reviewResponse, ...errors(400, 403, 404, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await admin.reviewBranch(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { message: t(request, data.status === 'approved' ? 'branch.approved' : 'branch.rejected'), data } };
  }));

  app.get('/dashboard/', {
    ...adminOnly,
    schema: { tags, response: { 200: dashboardResponse, ...errors(403) } },
  }, async () => ({ data: await console_.dashboard(app.db, app.now()) }));

  app.get('/users/', {
    ...adminOnly,
    schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors(400, 403) } },
  }, async (request) => console_.listUsers(app.db, request.query, app.now()));

  app.post('/users/:id/disable/', {
    ...adminAction('user.disable'),
    schema: { tags, params: idParams, body: disableUserSchema, response: { 200: adminUserResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { message: t(request, 'users.disabled'), data: await console_.disableUser(tx, request.user!.id, request.params.id, request.body.reason, app.now()) },
  })));

  app.post('/users/:id/enable/', {
    ...adminAction('user.enable'),
    schema: { tags, params: idParams, response: { 200: adminUserResponse, ...errors(403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { message: t(request, 'users.enabled'), data: await console_.enableUser(tx, request.params.id, app.now()) },
  })));

  app.get('/audit/', {
    ...adminOnly,
    schema: { tags, description: 'The admin audit log, newest first; nobody can change or delete it.', querystring: auditQuery, response: { 200: auditPageSchema, ...errors(400, 403) } },
  }, async (request) => listAudit(app.db, request.query));
};
