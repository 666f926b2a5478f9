// HTTP for customer feedback on orders (ORDER_PATHS.review, .problems, .answer): the buyer's ratings and problem
// reports, the seller's answers. Every write runs through app.idempotent (sent once from the outbox).
// A problem report is multipart/form-data (a `data` JSON field and up to MAX_PROBLEM_PHOTOS `photos`) or plain JSON.
// Cheap checks come first (the caller's order, its state, the window and what is left to report, the photos' count,
// size, type and pixel budget from their headers); only then are the photos rendered, through the decode queue,
// before the transaction; they are stored inside it and removed if it does not commit.
import { withPhotoFiles } from '../../lib/photo-writes.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PROBLEM_PHOTOS, orderResponse, orderReviewSchema, orderSchema, problemAnswerSchema, problemReportSchema } from '../../../contract/orders.ts';
import { requestLanguage, t } from '../../i18n.ts';
import { MAX_PHOTO_PIXELS, writePhotos } from '../../lib/photos.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { checkPhotos, MULTIPART_LIMITS, readProductForm, renderPhotos, validated } from '../seller-products/form.ts';
import { errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as service from './service.ts';

const answerParams = z.object({ id: z.string().max(200), problemId: z.string().max(200) });
const tags = ['order feedback'];
const PROBLEM_DOC = `multipart/form-data with a \`data\` field (JSON: id, lines [{ line_id, kind, quantity }], description) and up to ${MAX_PROBLEM_PHOTOS} \`photos\` files (JPEG, PNG or WebP, 10 MB and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels each), or the JSON alone. Within 48 hours of delivery; only the order's buyer; all of an order's reports together claim no more of a line than was delivered (409 says what is left). 429 with Retry-After while the caller's previous photos are still being processed.`;

const tooManyPhotos = () => new HttpError(400, 'validation_failed', 'photo.too_many', { fields: { photos: ['photo.too_many'] } });

export const orderFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Problem reports only; the rest of the API stays JSON.
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS, files: MAX_PROBLEM_PHOTOS, parts: MAX_PROBLEM_PHOTOS + 4 } });
  const authed = signedIn();
  const storage = app.storage;

  app.post('/:id/reviews/', {
    ...authed,
    schema: {
      tags,
      description: "The buyer rates a product of a delivered order (1 to 5, with a comment); rating it again updates the rating.",
      params: idParams,
      body: orderReviewSchema,
      response: { 200: z.object({ message: z.string(), data: orderSchema }), ...errors(400, 404, 409, 422) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const order = await service.reviewProduct(tx, request.user!.id, request.params.id, request.body);
    return { status: 200, body: { message: t(request, 'review.saved'), data: order } };
  }));

  app.post('/:id/problems/', {
    ...authed,
    schema: {
      tags,
      description: PROBLEM_DOC,
      consumes: ['multipart/form-data', 'application/json'],
      params: idParams,
      response: { 200: orderResponse, 201: orderResponse, ...errors(400, 404, 409, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const userId = request.user!.id;
    const { id } = request.params;
    // Before reading megabytes of photos: is this the caller's order at all?
    if (!(await service.isBuyersOrder(app.db, userId, id))) throw notFound('order.not_found');
    const form = await readProductForm(request);
    if (form.photos.length > MAX_PROBLEM_PHOTOS) throw tooManyPhotos();
    const data = validated(problemReportSchema, form.data, 'error.validation');
    // Before decoding any photo: can this report be taken at all (delivered, in time, quantities left)? The
    // transaction checks again under the lock on the order.
    if (form.photos.length) await service.precheckReport(app.db, userId, id, data, app.now());
    await checkPhotos(form.photos, 0, MAX_PROBLEM_PHOTOS);
    const rendered = await renderPhotos(userId, form.photos, id, 'problems');
    await withPhotoFiles(app, request, reply, async (tx, written) => {
      const answer = await service.reportProblem(tx, userId, id, data, app.now(), async () => {
        await writePhotos(storage, rendered, written);
        return rendered.map((p) => ({ thumb: storage.url(p.paths.thumb), full: storage.url(p.paths.full) }));
      });
      return { status: answer.created ? 201 : 200, body: { data: answer.order } };
    }, { fingerprint: form.fingerprint });
  });

  app.post('/:id/problems/:problemId/answer/', {
    ...authed,
    schema: {
      tags,
      description:
        "The order's seller answers a problem report once: a refund or credit (amount, at most what is left of the order's total after the refunds and credits of its other reports: 409 otherwise) or a reason to decline.",

      params: answerParams,
      body: problemAnswerSchema,
      response: { 200: orderResponse, ...errors(400, 404, 409, 422) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const order = await service.answerProblem(tx, request.user!.id, request.params.id, request.params.problemId, request.body, app.now(), requestLanguage(request));
    return { status: 200, body: { data: order } };
  }));
};
