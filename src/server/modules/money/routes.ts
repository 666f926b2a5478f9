// HTTP for the money ledger (/api/money, contract/money-paths.ts). Writes run through app.idempotent: a payment,
// write-off, reversal, e-Transfer notice or answer queued offline is applied once however often it is sent (alone or
// in a batch), and each carries its own id so a lost answer is found again. Reads: a monthly statement (JSON or CSV
// in the caller's language), the farm's bookkeeping export (CSV), and the admin's check of the ledger's invariants.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimAnswerResponse,
  claimAnswerSchema,
  ledgerEntryResponse,
  moneyCheckResponse,
  paymentClaimResponse,
  paymentClaimWriteSchema,
  recordPaymentSchema,
  reversalResponse,
  reverseEntrySchema,
  sellerExportQuery,
  statementQuery,
  statementResponse,
  writeOffSchema,
} from '../../../contract/ledger.ts';
import { requestLanguage } from '../../i18n.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as money from './service.ts';

/** A CSV file as a download (like every API answer, never kept by a cache: plugins/security.ts). */
function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
}

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const farm = signedIn('Seller');
  const buyers = signedIn('Buyer', 'BulkBuyer');
  const tags = ['money'];

  app.post('/payments/', {
    ...farm,
    schema: { tags, body: recordPaymentSchema, response: { 200: ledgerEntryResponse, 201: ledgerEntryResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await money.recordPayment(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.post('/write-offs/', {
    ...farm,
    schema: { tags, body: writeOffSchema, response: { 200: ledgerEntryResponse, 201: ledgerEntryResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await money.writeOff(tx, request.user!.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.post('/entries/:id/reverse/', {
    ...farm,
    schema: { tags, params: idParams, body: reverseEntrySchema, response: { 200: reversalResponse, 201: reversalResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data, reversed } = await money.reverseEntry(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: created ? 201 : 200, body: { data, reversed } };
  }));

  app.post('/claims/', {
    ...buyers,
    schema: { tags, body: paymentClaimWriteSchema, response: { 200: paymentClaimResponse, 201: paymentClaimResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { created, data } = await money.createClaim(tx, request.user!, request.body, app.now());
    return { status: created ? 201 : 200, body: { data } };
  }));

  app.post('/claims/:id/answer/', {
    ...farm,
    schema: { tags, params: idParams, body: claimAnswerSchema, response: { 200: claimAnswerResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { data, payment } = await money.answerClaim(tx, request.user!.id, request.params.id, request.body, app.now());
    return { status: 200, body: { data, payment } };
  }));

  app.get('/statement/', {
    ...signedIn(),
    schema: { tags, querystring: statementQuery, response: { 200: statementResponse, ...errors(400, 403, 404) } },
  }, async (request, reply) => {
    const view = await money.statement(app.db, request.user!, request.query, app.now());
    if (request.query.format === 'csv') return sendCsv(reply, money.statementFileName(view), money.statementCsv(view, requestLanguage(request)));
    return { data: view };
  });

  app.get('/seller/export/', {
    ...farm,
    schema: { tags, querystring: sellerExportQuery, response: { ...errors(400, 403) } },
  }, async (request, reply) => {
    const { fileName, csv } = await money.sellerExport(app.db, request.user!.id, request.query, requestLanguage(request));
    return sendCsv(reply, fileName, csv);
  });

  app.get('/check/', {
    ...signedIn('Admin'),
    schema: { tags, response: { 200: moneyCheckResponse, ...errors(403) } },
  }, async () => money.check(app.db));
};
