// HTTP for the blog. Public: GET /api/blog/posts/ (page, search, category, tag, with recent posts and popular
// tags), GET /api/blog/posts/{id or slug}/ (404 'Post Not Found' unless live) and POST .../comments/ (anyone;
// a signed-in caller's name and email are the account's). Admin only, checked on every call:
// /api/admin/blog/posts/ (list, read, create, edit, delete, cover picture) and /api/admin/blog/comments/
// (the moderation queue: approve, reject, delete).
import { withPhotoFiles } from '../../lib/photo-writes.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCommentResponse,
  adminCommentsQuery,
  adminCommentsResponse,
  adminPostResponse,
  adminPostsQuery,
  adminPostsResponse,
  blogCommentCreated,
  blogCommentWriteSchema,
  blogListQuery,
  blogListResponse,
  blogPostResponse,
  blogPostWriteSchema,
} from '../../../contract/blog.ts';
import { requestLanguage, t } from '../../i18n.ts';
import { fieldError } from '../../lib/http-error.ts';
import { removePhotoFiles, writePhotos } from '../../lib/photos.ts';
import { adminAction, errors, idParams, signedIn } from '../../lib/route-kit.ts';
import { checkPhotos, MULTIPART_LIMITS, readProductForm, renderPhotos } from '../seller-products/form.ts';
import * as blog from './service.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['blog'];

  app.get('/posts/', {
    schema: { tags, description: 'Live posts, newest first (best match first when searching), 6 a page, with the five newest posts, popular tags and categories.', querystring: blogListQuery, response: { 200: blogListResponse, ...errors(400) } },
  }, async (request) => blog.listPublic(app.db, app.now(), request.query));

  app.get('/posts/:id/', {
    schema: { tags, description: 'One live post by id or slug, with its approved comments (never an email). 404 for unknown, draft or not yet scheduled posts.', params: idParams, response: { 200: blogPostResponse, ...errors(404) } },
  }, async (request) => blog.getPublic(app.db, app.now(), request.params.id));

  app.post('/posts/:id/comments/', {
    onRequest: app.optionalAuth,
    schema: {
      tags,
      description: 'Leaves a comment (plain text). It waits for moderation unless the caller is signed in and in good standing. 429 with Retry-After after 10 comments an hour from one address or 5 from one email.',
      params: idParams,
      body: blogCommentWriteSchema,
      response: { 201: blogCommentCreated, ...errors(400, 404, 409, 422, 429) },
    },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await blog.createComment(
      { db: tx, now: app.now(), secret: app.config.jwtSecret, ip: request.ip, lang: requestLanguage(request), userId: request.user?.id ?? null },
      request.params.id,
      request.body,
    );
    return { status: 201, body: { data, message: t(request, data.state === 'approved' ? 'blog.comment_published' : 'blog.comment_pending') } };
  }));
};

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS, files: 1 } });
  const adminOnly = signedIn('Admin');
  const tags = ['admin'];
  const storage = app.storage;

  app.get('/blog/posts/', {
    ...adminOnly,
    schema: { tags, querystring: adminPostsQuery, response: { 200: adminPostsResponse, ...errors(400, 403) } },
  }, async (request) => blog.listAdminPosts(app.db, app.now(), request.query.state, request.query.page));

  app.get('/blog/posts/:id/', {
    ...adminOnly,
    schema: { tags, params: idParams, response: { 200: adminPostResponse, ...errors(403, 404) } },
  }, async (request) => ({ data: await blog.getAdminPost(app.db, request.params.id, app.now()) }));

  app.post('/blog/posts/', {
    ...adminAction('post.create'),
    schema: { tags, body: blogPostWriteSchema, response: { 201: adminPostResponse, ...errors(400, 403, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 201,
    body: { data: await blog.createPost(tx, request.user!.id, request.body, app.now()) },
  })));

  app.put('/blog/posts/:id/', {
    ...adminAction('post.update'),
    schema: { tags, params: idParams, body: blogPostWriteSchema, response: { 200: adminPostResponse, ...errors(400, 403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: { data: await blog.updatePost(tx, request.params.id, request.body, app.now()) },
  })));

  app.delete('/blog/posts/:id/', {
    ...adminAction('post.delete'),
    schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }), ...errors(403, 404, 409, 422) } },
  }, async (request, reply) => {
    let removed: string[] = [];
    await app.idempotent(request, reply, async (tx) => {
      removed = await blog.deletePost(tx, request.params.id);
      return { status: 200, body: { message: t(request, 'blog.post_deleted') } };
    }, { afterCommit: async (answer) => (answer.status < 300 ? removePhotoFiles(storage, removed) : undefined) });
  });

  app.put('/blog/posts/:id/cover/', {
    ...adminAction('post.cover'),
    schema: {
      tags,
      description: 'multipart/form-data with one `photos` file (JPEG, PNG or WebP): the cover, stored as WebP in three sizes like product photos.',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: adminPostResponse, ...errors(400, 403, 404, 409, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const { id } = request.params;
    await blog.assertPostExists(app.db, id);
    const form = await readProductForm(request);
    if (form.photos.length !== 1) throw fieldError('photos', 'blog.cover_required');
    await checkPhotos(form.photos, 0, 1);
    const [photo] = await renderPhotos(request.user!.id, form.photos, id, 'blog');
    let obsolete: string[] = [];
    await withPhotoFiles(app, request, reply, async (tx, written) => {
      await writePhotos(storage, [photo!], written);
      const answer = await blog.setCover(tx, id, photo!.paths, app.now());
      obsolete = answer.obsolete;
      return { status: 200, body: { data: answer.post } };
    }, { fingerprint: form.fingerprint, obsolete: () => obsolete });
  });

  app.get('/blog/comments/', {
    ...adminOnly,
    schema: { tags, querystring: adminCommentsQuery, response: { 200: adminCommentsResponse, ...errors(400, 403) } },
  }, async (request) => blog.listAdminComments(app.db, request.query.state, request.query.page));

  for (const [action, state] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
    app.post(`/blog/comments/:id/${action}/`, {
      ...adminAction(`comment.${action}`),
      schema: { tags, params: idParams, response: { 200: adminCommentResponse, ...errors(403, 404, 409, 422) } },
    }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
      status: 200,
      body: { data: await blog.moderate(tx, request.user!.id, request.params.id, state, app.now()) },
    })));
  }

  app.delete('/blog/comments/:id/', {
    ...adminAction('comment.delete'),
    schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }), ...errors(403, 404, 409, 422) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await blog.deleteComment(tx, request.params.id);
    return { status: 200, body: { message: t(request, 'blog.comment_deleted') } };
  }));
};
