// Decorates the app with the database handle and the clock; routes never open their own connections.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { currentBatchScope } from '../lib/batch-scope.ts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The current time; tests inject their own clock. */
    now: () => Date;
  }
}

async function database(app: FastifyInstance, opts: { db: Db; now: () => Date }) {
  // A mutation of a batch runs in the batch's transaction (lib/batch-scope.ts); everything else uses the pool.
  app.decorate('db', { getter: () => currentBatchScope()?.db ?? opts.db });
  app.decorate('now', opts.now);
}
export const dbPlugin = fp(database, { name: 'db', fastify: '5.x' });
