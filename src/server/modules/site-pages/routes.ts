// HTTP for the privacy policy and terms: GET /api/pages/{slug}/ (anyone; both languages) and
// PUT /api/admin/pages/{slug}/ (Admin only; idempotent; 409 with the page in force when edited meanwhile).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitePageParams, sitePageResponse, sitePageWriteSchema } from '../../../contract/site-pages.ts';
import { adminAction, errors } from '../../lib/route-kit.ts';
import * as pages from './service.ts';

export const sitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pages/:slug/', {
    schema: { tags: ['pages'], description: 'The privacy policy (privacy) or terms (terms), markdown in English and French.', params: sitePageParams, response: { 200: sitePageResponse, ...errors(400) } },
  }, async (request) => ({ data: await pages.readPage(app.db, request.params.slug) }));
};

export const adminSitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/pages/:slug/', {
    ...adminAction('page.update'),
    schema: { tags: ['admin'], params: sitePageParams, body: sitePageWriteSchema, response: { 200: sitePageResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await pages.savePage(tx, request.params.slug, request.body, request.user!.id, app.now()) },
  })));
};
