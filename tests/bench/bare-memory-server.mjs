// The ceiling of bench:api: a bare Fastify (no plugins, no logger, no validation, no database) that answers every
// GET of the product list with the bytes the real server answered, held in memory. What the real server does beyond
// this (reading and checking the catalogue, its plugins, the headers) is the difference bench:api prints.
//   PORT=... BODY_FILE=answer.json node tests/bench/bare-memory-server.mjs
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/product/products/', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
