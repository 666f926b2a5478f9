// GET /api/sync/events: a server-sent event stream telling a signed-in device to pull (event `changed`, data: the
// tables that changed, never their rows). Fed by the database's NOTIFY fm_changes (migration 0017), so a change made
// by any server process reaches the streams of every process.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { startNotifyListener } from '../../lib/notify-listener.ts';
import { errors, signedIn } from '../../lib/route-kit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLiveHub, parseChangeNotice, type LiveHubOptions } from './live-hub.ts';

export const CHANGES_CHANNEL = 'fm_changes';
/** How long a client waits before reconnecting after the stream drops (the web client keeps its own backoff). */
const RETRY_HINT_MS = 2000;

export interface LiveRoutesOptions {
  database: Pick<Database, 'listen'>;
  live?: Partial<LiveHubOptions>;
}

export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, opts) => {
  const hub = createLiveHub({ now: app.now, ...opts.live });
  const listener = await startNotifyListener({
    database: opts.database,
    channel: CHANGES_CHANNEL,
    onNotify: (payload) => {
      const notice = parseChangeNotice(payload);
      if (notice) hub.deliver(notice);
    },
    onResume: () => hub.deliverToAll(),
    log: app.log,
  });
  // Open streams would keep the server from closing: end them first; devices reconnect to another process.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => listener.close());

  app.get(
    '/events',
    {
      ...signedIn(),
      schema: {
        tags: ['sync'],
        description:
          'text/event-stream. `event: changed` with data `{ "tables": [...] }` ("*" = anything) when something this user may see changed: pull /api/sync/changes. A comment every 25 s keeps it open; it ends when the access token expires (reconnect with a fresh one).',
        response: { 200: z.string(), ...errors(429) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const token = request.headers.authorization!.slice(7).trim();
      const exp = decodeJwt(token).exp ?? 0;
      const res = reply.raw;
      const close = hub.open(
        user.id,
        { write: (chunk) => res.write(chunk), pending: () => res.writableLength, end: () => res.end() },
        new Date(exp * 1000),
      );
      if (!close) throw new HttpError(429, 'rate_limited', 'error.rate_limited', { params: { minutes: 1 }, headers: { 'retry-after': '60' } });
      // The client went away (or the stream ended): forget it.
      res.once('close', close);
      reply.hijack();
      res.writeHead(200, {
        // What the hooks set (security headers, x-request-id): a hijacked reply does not send them itself.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies (nginx) must pass events through as they come.
        'x-accel-buffering': 'no',
        // A stream the server ends (app closing, token expired) takes its socket with it: nothing to wait for.
        connection: 'close',
      });
      res.write(`retry: ${RETRY_HINT_MS}\n: connected\n\n`);
    },
  );
};
