// HTTP for the seller's products (spec §7): GET and POST /product/seller/products/, PUT and DELETE .../{id}/.
// POST and PUT take multipart/form-data (`data` JSON + `photos` files) or plain JSON. Cheap checks come first (role,
// ownership, the data, count, size, type and pixel budget from the headers); the photos are then rendered through
// the decode queue before the transaction, stored last inside it, and removed again if the change does not commit.
import { withPhotoFiles } from '../../lib/photo-writes.ts';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productCreateSchema, productListResponse, productSchema, productUpdateSchema } from '../../../contract/catalogue.ts';
import { PRODUCT_STATUSES } from '../../../contract/enums.ts';
import { MAX_PHOTO_PIXELS, MAX_REQUEST_PIXELS, removeProductFolder, writePhotos } from '../../lib/photos.ts';
import { notFound } from '../../lib/http-error.ts';
import { t } from '../../i18n.ts';
import { sellerOf } from '../sellers/current.ts';
import { errors, idParams, isUuid, signedIn } from '../../lib/route-kit.ts';
import { checkPhotos, MULTIPART_LIMITS, readProductForm, renderPhotos, validated } from './form.ts';
import * as q from './queries.ts';
import * as service from './service.ts';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
const productAnswer = z.object({ message: z.string(), data: productSchema });
const messageResponse = z.object({ message: z.string() });
const WRITE_DOC =
  `multipart/form-data with a \`data\` field (JSON) and up to 8 \`photos\` files (JPEG, PNG or WebP, 10 MB and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels each, ${MAX_REQUEST_PIXELS / 1_000_000} megapixels together), or the JSON alone. 429 with Retry-After while the caller's previous photos are still being processed.`;

export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only: the rest of the API stays JSON.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const seller = signedIn('Seller');
  const tags = ['seller products'];
  const storage = app.storage;

  app.get('/seller/products/', {
    ...seller,
    schema: { tags, querystring: listQuery, response: { 200: productListResponse, ...errors(400, 403) } },
  }, async (request) => service.listOwnProducts(app.db, request.user!.id, request.query));

  app.get('/seller/products/:id/', {
    ...seller,
    schema: { tags, params: idParams, response: { 200: z.object({ data: productSchema }), ...errors(403, 404) } },
  }, async (request) => ({ data: await service.getOwnProduct(app.db, request.user!.id, request.params.id) }));

  app.post('/seller/products/', {
    ...seller,
    schema: { tags, description: WRITE_DOC, consumes: ['multipart/form-data', 'application/json'], response: { 201: productAnswer, ...errors(400, 403, 409, 413, 422, 429) } },
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.user!.id;
    // Before reading megabytes of photos: has the caller a farm at all?
    await sellerOf(app.db, userId);
    const form = await readProductForm(request);
    const data = validated(productCreateSchema, form.data, 'product.create_failed');
    await checkPhotos(form.photos);
    const productId = data.id ?? randomUUID();
    const photos = await renderPhotos(userId, form.photos, productId, 'products');
    await withPhotoFiles(app, request, reply, async (tx, written) => {
      const product = await service.createProduct(tx, userId, productId, data, { photos, write: (p) => writePhotos(storage, p, written) });
      return { status: 201, body: { message: t(request, 'product.created'), data: product } };
    }, { fingerprint: form.fingerprint });
  });

  app.put('/seller/products/:id/', {
    ...seller,
    schema: {
      tags,
      description: `${WRITE_DOC} Header If-Match: the revision the edit started from (412 with \`current\` when it is stale).`,
      consumes: ['multipart/form-data', 'application/json'],
      params: idParams,
      response: { 200: productAnswer, ...errors(400, 403, 404, 412, 413, 422, 428, 429) },
    },
  }, async (request, reply) => {
    const userId = request.user!.id;
    const { id } = request.params;
    // Before reading megabytes of photos: is this the caller's product at all?
    const owner = await sellerOf(app.db, userId);
    if (!isUuid(id) || !(await q.productIdOwned(app.db, owner.id, id))) throw notFound('product.not_found');
    const form = await readProductForm(request);
    const data = validated(productUpdateSchema, form.data, 'product.update_failed');
    await checkPhotos(form.photos, data.images?.length ?? 0);
    const ifMatch = service.parseIfMatch(request.headers['if-match']);
    const photos = await renderPhotos(userId, form.photos, id, 'products');
    let removed: string[] = [];
    await withPhotoFiles(app, request, reply, async (tx, written) => {
      const answer = await service.updateProduct(tx, userId, id, ifMatch, data, { photos, write: (p) => writePhotos(storage, p, written) });
      removed = answer.removedPaths;
      return { status: 200, body: { message: t(request, 'product.updated'), data: answer.product } };
    }, { fingerprint: form.fingerprint, obsolete: () => removed });
  });

  app.delete('/seller/products/:id/', {
    ...seller,
    schema: { tags, params: idParams, response: { 200: messageResponse, ...errors(403, 404, 409, 422) } },
  }, async (request, reply) => {
    const { id } = request.params;
    await app.idempotent(request, reply, async (tx) => {
      await service.deleteProduct(tx, request.user!.id, id);
      return { status: 200, body: { message: t(request, 'product.deleted') } };
    }, { afterCommit: async (answer) => (answer.status < 300 ? removeProductFolder(storage, id) : undefined) });
  });
};
