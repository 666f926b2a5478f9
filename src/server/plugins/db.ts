// Decorates the app with the database handle and the clock; routes never open their own connections.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { currentBatchScope } from '../lib/batch-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The current time; tests inject their own clock. */
    now: () => Date;
  }
}

export async function dbPlugin(app: FastifyInstance, opts: { db: Db; now: () => Date }) {
  // A mutation of a batch runs in the batch's transaction (lib/batch-scope.ts); everything else uses the pool.
  app.decorate('db', { getter: () => currentBatchScope()?.db ?? opts.db });
  app.decorate('now', opts.now);
}
(dbPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
