// HTTP for the contact form (POST /api/contact/, anyone; a signed-in caller's name and email are the account's) and
// the operator's inbox (GET /api/admin/contact-messages/, POST .../{id}/read/ and .../{id}/reply/, Admin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactInboxQuery,
  contactInboxResponse,
  contactMessageResponse,
  contactMessageSchema,
  contactReplySchema,
  contactSentResponse,
} from '../../../contract/contact.ts';
import { requestLanguage, t } from '../../i18n.ts';
import { adminAction, errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as contact from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/contact/', {
    onRequest: app.optionalAuth,
    schema: {
      tags: ['contact'],
      description: 'Sends a message to the operator (stored, and mailed to CONTACT_EMAIL). Visitors give name and email; a signed-in caller\'s come from the account. 429 with Retry-After after 5 messages an hour from one address or 3 from one email.',
      body: contactMessageSchema,
      response: { 201: contactSentResponse, ...errors(400, 409, 422, 429) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await contact.sendContactMessage(
      {
        db: tx,
        now: app.now(),
        mailer: app.mailer,
        secret: app.config.jwtSecret,
        ip: request.ip,
        lang: requestLanguage(request),
        operatorEmail: app.config.contactEmail,
        userId: request.user?.id ?? null,
      },
      request.body,
    );
    return { status: 201, body: { message: t(request, 'contact.sent') } };
  }));
};

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = signedIn('Admin');
  const tags = ['admin'];

  app.get('/contact-messages/', {
    ...adminOnly,
    schema: { tags, querystring: contactInboxQuery, response: { 200: contactInboxResponse, ...errors(400, 403) } },
  }, async (request) => contact.listInbox(app.db, request.query.status, request.query.page));

  app.post('/contact-messages/:id/read/', {
    ...adminAction('message.read'),
    schema: { tags, params: idParams, response: { 200: contactMessageResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await contact.markRead(tx, request.params.id, app.now()) },
  })));

  app.post('/contact-messages/:id/reply/', {
    ...adminAction('message.reply'),
    schema: { tags, params: idParams, body: contactReplySchema, response: { 200: contactMessageResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await contact.reply(tx, app.mailer, request.user!.id, request.params.id, request.body.reply, app.now()) },
  })));
};
