// HTTP for exchange rates: GET /api/exchange-rates/ (public: the rates in force, for a visitor's device that keeps
// no catalogue; signed-in devices pull them), GET and PUT /api/admin/exchange-rates/ (Admin: in force and history;
// set rates from a day on, idempotent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exchangeRateSchema, exchangeRatesAdminSchema, setExchangeRatesSchema } from '../../../contract/exchange-rates.ts';
import { t } from '../../i18n.ts';
import { adminAction, errors, signedIn } from '../../lib/route-kit.ts';
import * as rates from './service.ts';

const currentResponse = z.object({ data: z.array(exchangeRateSchema) });
const adminResponse = z.object({ data: exchangeRatesAdminSchema });
const setResponse = z.object({ message: z.string(), data: exchangeRatesAdminSchema });

/** Under /api. */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/exchange-rates/', {
    // The same for everybody: conditional GETs (plugins/conditional-get.ts).
    config: { etag: true },
    schema: { tags: ['catalogue'], response: { 200: currentResponse } },
  }, async () => ({ data: await rates.ratesInForce(app.db, app.now()) }));
};

/** Under /api/admin. */
export const adminExchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = signedIn('Admin');
  const tags = ['admin'];

  app.get('/exchange-rates/', {
    ...adminOnly,
    schema: { tags, response: { 200: adminResponse, ...errors(401, 403) } },
  }, async () => ({ data: await rates.adminView(app.db, app.now()) }));

  app.put('/exchange-rates/', {
    ...adminAction('exchange_rates.set'),
    schema: { tags, body: setExchangeRatesSchema, response: { 200: setResponse, ...errors(400, 401, 403, 409, 413, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await rates.setRates(tx, request.body, { setBy: request.user!.id, source: 'admin', now: app.now() });
    return { status: 200, body: { message: t(request, 'rates.saved'), data: await rates.adminView(tx, app.now()) } };
  }));
};
