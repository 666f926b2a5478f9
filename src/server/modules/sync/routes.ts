// HTTP for the pull: GET /api/sync/changes?cursor=&limit=&stream=&held=. Anonymous callers get the catalogue; a bad token
// is a 401, not anonymity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncQuery, syncResponse } from '../../../contract/sync.ts';
import { bearerSecurity, errors } from '../../lib/route-kit.ts';
import { jsonBytesSerializerCompiler } from '../../lib/contract-serializer.ts';
import { pullChanges } from './service.ts';

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/changes', {
    // A client whose token expired must refresh, not receive a catalogue-only page that moves its cursor.
    onRequest: async (request, reply) => {
      if (request.headers.authorization) await app.requireAuth(request, reply);
    },
    // A page of rows is up to a few hundred KB: written once, as bytes (no zod copy, no second pass for its length).
    serializerCompiler: jsonBytesSerializerCompiler,
    schema: { tags: ['sync'], security: [...bearerSecurity, {}], querystring: syncQuery, response: { 200: syncResponse, ...errors(400, 401) } },
  }, async (request) =>
    pullChanges(app.db, request.user?.id ?? null, request.query.cursor || undefined, request.query.limit, request.query.stream, request.query.held || undefined),
  );
};
