// HTTP for quotes and agreements (QUOTE_PATHS under /api): a farm submits its quote on a request, both parties read
// and move it (counter, revise, accept, decline, withdraw) and mark it read, and read the agreement an accepted quote
// made with the result of checking its fingerprint. Writes run through app.idempotent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementResponse, quoteResponse, quoteTransitionResponse, quoteTransitionSchema, submitQuoteSchema } from '../../../contract/quotes.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { getAgreement } from './agreements.ts';
import * as quotes from './quotes-service.ts';


export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const authed = signedIn();
  const sellers = signedIn('Seller');
  const tags = ['bulk buying'];

  app.post('/requests/:id/quotes/', {
    ...sellers,
    schema: { tags, params: idParams, body: submitQuoteSchema, response: { 200: quoteResponse, 201: quoteResponse, ...errors(400, 403, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await quotes.submitQuote(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.get('/quotes/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: quoteResponse, ...errors(400, 404) } },
  }, async (request) => ({ data: await quotes.getQuote(app.db, request.user!.id, request.params.id) }));

  app.post('/quotes/:id/transition/', {
    ...authed,
    schema: { tags, params: idParams, body: quoteTransitionSchema, response: { 200: quoteTransitionResponse, ...errors(400, 404, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const body = await quotes.transitionQuote(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body };
  }));

  app.post('/quotes/:id/read/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: quoteResponse, ...errors(400, 404) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await quotes.markQuoteRead(tx, request.user!.id, request.params.id);
    return { status: 200, body: { data } };
  }));

  app.get('/agreements/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: agreementResponse, ...errors(400, 404) } },
  }, async (request) => getAgreement(app.db, request.user!.id, request.params.id, app.now()));
};
