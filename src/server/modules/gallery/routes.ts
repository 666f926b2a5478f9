// HTTP for the gallery. Public: GET /api/gallery/ (the published photos in order, all in one answer: the gallery
// holds at most GALLERY_MAX_PHOTOS; conditional GETs). Admin only, checked on every call and written to the audit
// log: /api/admin/gallery/ (list every photo; add one: multipart with one `photos` file and the `data` field),
// /api/admin/gallery/{id}/ (edit captions, alt texts, credit, published or hidden, place in the order; delete,
// the files removed once the deletion is committed). Pictures go through the product photo pipeline.
import { withPhotoFiles } from '../../lib/photo-writes.ts';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { galleryAdminListResponse, galleryAdminPhotoResponse, galleryListResponse, galleryPhotoWriteSchema } from '../../../contract/gallery.ts';
import { t } from '../../i18n.ts';
import { fieldError } from '../../lib/http-error.ts';
import { removePhotoFiles, writePhotos } from '../../lib/photos.ts';
import { adminAction, errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { checkPhotos, MULTIPART_LIMITS, readProductForm, renderPhotos, validated } from '../seller-products/form.ts';
import * as gallery from './service.ts';

/** Under /api. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gallery/', {
    config: { etag: true },
    schema: { tags: ['gallery'], description: 'The published photos, in the operator’s order, with captions and alt texts in English and French and three sizes of each picture.', response: { 200: galleryListResponse } },
  }, async () => ({ data: await gallery.listPublic(app.db) }));
};

/** Under /api/admin. */
export const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS, files: 1 } });
  const tags = ['admin'];
  const storage = app.storage;

  app.get('/gallery/', {
    ...signedIn('Admin'),
    schema: { tags, description: 'Every photo, published or hidden, in order.', response: { 200: galleryAdminListResponse, ...errors(403) } },
  }, async () => ({ data: await gallery.listAdmin(app.db) }));

  app.post('/gallery/', {
    ...adminAction('gallery.add'),
    schema: {
      tags,
      description: 'multipart/form-data with one `photos` file (JPEG, PNG or WebP, stored as WebP in three sizes like product photos) and a `data` field: the captions, alt texts, credit, published, position (JSON).',
      consumes: ['multipart/form-data'],
      response: { 201: galleryAdminPhotoResponse, ...errors(400, 403, 409, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const form = await readProductForm(request);
    const data = validated(galleryPhotoWriteSchema, form.data, 'error.validation');
    if (form.photos.length !== 1) throw fieldError('photos', 'gallery.photo_required');
    await checkPhotos(form.photos, 0, 1);
    await gallery.assertRoom(app.db);
    const [photo] = await renderPhotos(request.user!.id, form.photos, randomUUID(), 'gallery');
    const { width = 1, height = 1 } = await sharp(photo!.files.full).metadata();
    await withPhotoFiles(app, request, reply, async (tx, written) => {
      await writePhotos(storage, [photo!], written);
      return { status: 201, body: { data: await gallery.addPhoto(tx, request.user!.id, data, { paths: photo!.paths, width, height }, app.now()) } };
    }, { fingerprint: form.fingerprint });
  });

  app.put('/gallery/:id/', {
    ...adminAction('gallery.update'),
    schema: { tags, params: idParams, body: galleryPhotoWriteSchema, response: { 200: galleryAdminPhotoResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await gallery.updatePhoto(tx, request.params.id, request.body, app.now()) },
  })));

  app.delete('/gallery/:id/', {
    ...adminAction('gallery.delete'),
    schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }), ...errors(403, 404, 409, 422) } },
  }, async (request, reply) => {
    let removed: string[] = [];
    await app.idempotent(request, reply, async (tx) => {
      removed = await gallery.deletePhoto(tx, request.params.id);
      return { status: 200, body: { message: t(request, 'gallery.photo_deleted') } };
    }, { afterCommit: async (answer) => (answer.status < 300 ? removePhotoFiles(storage, removed) : undefined) });
  });
};
