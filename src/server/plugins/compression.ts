// Compresses API answers on the fly for thin links. Static web assets are not compressed here: the build
// writes .br and .gz copies once and the static plugin serves them (preCompressed), already encoded.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';

/** Below this many bytes compression saves less than the headers it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

// JSON, CSV and text only. Not text/event-stream: a compressor buffers, and a live event must leave at once.
// Not images or fonts: WebP, PNG and WOFF2 are compressed already.
const COMPRESSIBLE = /^(application\/(json|problem\+json|manifest\+json|javascript)|text\/(plain|csv|html|css|javascript))(\s*;|$)/i;

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Brotli's default quality (11) costs ~50x the CPU of quality 4 for a few percent; answers are made per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // A request body is never inflated: a small compressed body could expand past every limit we check.
    globalDecompression: false,
  });
}
// After conditional GETs: their ETag names the JSON itself, and a 304 is never compressed.
export const compressionPlugin = fp(compression, { name: 'compression', fastify: '5.x', dependencies: ['conditional-get'] });
