// HTTP for the newsletter: POST /api/newsletter/ (anyone: asks for a confirmation mail), POST .../confirm/ and
// .../unsubscribe/ (the mailed links' tokens, no sign-in), POST .../one-click/?token= (RFC 8058, posted by mail
// programs from the List-Unsubscribe header), and the operator's GET /api/admin/newsletter/subscribers/ and
// .../subscribers.csv (Admin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterLinkResponse,
  newsletterListQuery,
  newsletterListResponse,
  newsletterSubscribedResponse,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from '../../../contract/newsletter.ts';
import { requestLanguage, t } from '../../i18n.ts';
import { adminAction, errors, signedIn } from '../../lib/route-kit.ts';
import * as newsletter from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['newsletter'];
  // Mail programs post the one-click unsubscribe as a form (List-Unsubscribe=One-Click); the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, { form: body }));

  app.post('/', {
    schema: {
      tags,
      description: 'Asks for the newsletter: a confirmation link is mailed (double opt-in). The same answer whatever the address\'s state. 429 with Retry-After after 5 sign-ups an hour from one address or 3 a day for one email.',
      body: newsletterSubscribeSchema,
      response: { 202: newsletterSubscribedResponse, ...errors(400, 409, 422, 429) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await newsletter.subscribe(
      { db: tx, now: app.now(), mailer: app.mailer, secret: app.config.jwtSecret, ip: request.ip, lang: requestLanguage(request), publicUrl: app.config.publicUrl },
      request.body,
    );
    return { status: 202, body: { message: t(request, 'newsletter.check_inbox') } };
  }));

  app.post('/confirm/', {
    schema: { tags, description: 'Confirms a subscription from the mailed link\'s token (the time of consent is kept).', body: newsletterTokenSchema, response: { 200: newsletterLinkResponse, ...errors(400, 404, 409, 410, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await newsletter.confirm({ db: tx, now: app.now(), mailer: app.mailer, publicUrl: app.config.publicUrl }, request.body.token);
    return { status: 200, body: { message: t(request, 'newsletter.confirmed'), status: 'confirmed' as const } };
  }));

  app.post('/unsubscribe/', {
    schema: { tags, description: 'Unsubscribes in one click with the token of any mail\'s link; no sign-in.', body: newsletterTokenSchema, response: { 200: newsletterLinkResponse, ...errors(400, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await newsletter.unsubscribe(tx, request.body.token, app.now());
    return { status: 200, body: { message: t(request, 'newsletter.unsubscribed'), status: 'unsubscribed' as const } };
  }));

  app.post('/one-click/', {
    schema: {
      tags,
      description: 'RFC 8058 one-click unsubscribe posted by mail programs (List-Unsubscribe-Post). Unsubscribing is the same however often it is asked, so no Idempotency-Key is needed.',
      querystring: newsletterTokenSchema,
      response: { 200: newsletterLinkResponse, ...errors(400, 404) },
    },
  }, async (request) => {
    await app.db.transaction((tx) => newsletter.unsubscribe(tx, request.query.token, app.now()));
    return { message: t(request, 'newsletter.unsubscribed'), status: 'unsubscribed' as const };
  });
};

export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = signedIn('Admin');
  const tags = ['admin'];

  app.get('/newsletter/subscribers/', {
    ...adminOnly,
    schema: { tags, querystring: newsletterListQuery, response: { 200: newsletterListResponse, ...errors(400, 403) } },
  }, async (request) => newsletter.listSubscribers(app.db, request.query.status, request.query.page));

  app.get('/newsletter/subscribers.csv', {
    ...adminAction('newsletter.export'),
    schema: { tags, description: 'The confirmed subscribers (email, language, consent time) as CSV, safe to open in a spreadsheet.', response: { 200: z.string(), ...errors(403) } },
  }, async (request, reply) => {
    const csv = await newsletter.confirmedCsv(app.db);
    // Handing out people's addresses is an admin action like a change.
    await app.audit(request, app.db, { status: 200 });
    const day = app.now().toISOString().slice(0, 10);
    void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
    return csv;
  });
};
