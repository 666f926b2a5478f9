// buildApp(config, deps) -> the Fastify instance serving /api, /uploads and the web app. Tests call this.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyTrustProxy, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { Mailer, type MailSink } from './mail.ts';
import { localDiskStorage, type UploadStorage } from './lib/storage.ts';
import { s3Storage } from './lib/s3-storage.ts';
import { setUploadStorage } from './modules/catalogue/mappers.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminExchangeRateRoutes, exchangeRateRoutes } from './modules/exchange-rates/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderFeedbackRoutes } from './modules/order-feedback/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { pricewiseRoutes } from './modules/pricewise/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { sellerProductRoutes } from './modules/seller-products/routes.ts';
import { syncRoutes } from './modules/sync/routes.ts';
import { batchRoutes } from './modules/sync/batch-routes.ts';
import { liveRoutes } from './modules/sync/live-routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { bulkBuyerRoutes } from './modules/bulk-buyers/routes.ts';
import { requestRoutes } from './modules/quotes/requests-routes.ts';
import { quoteRoutes } from './modules/quotes/quotes-routes.ts';
import { followOrderStatus } from './modules/quotes/quote-followups.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { conditionalGetPlugin } from './plugins/conditional-get.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { HttpError } from './lib/http-error.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { auditPlugin } from './plugins/audit.ts';
import { inputPlugin } from './plugins/input.ts';
import { standingOrderRoutes, standingOrderScheduler } from './modules/standing-orders/routes.ts';
import { harvestRoutes, preorderRoutes } from './modules/harvests/routes.ts';
import { moneyRoutes } from './modules/money/routes.ts';
import { adminContactRoutes, contactRoutes } from './modules/contact/routes.ts';
import { adminBlogRoutes, blogRoutes } from './modules/blog/routes.ts';
import { adminNewsletterRoutes, newsletterRoutes } from './modules/newsletter/routes.ts';
import { adminSitePageRoutes, sitePageRoutes } from './modules/site-pages/routes.ts';
import { adminMaintenanceRoutes, maintenanceGuard, maintenanceRoutes } from './modules/maintenance/routes.ts';
import { loggerOptions, requestLoggerFactory } from './plugins/logging.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { figuresRoutes } from './modules/figures/routes.ts';
import { adminGalleryRoutes, galleryRoutes } from './modules/gallery/routes.ts';
import { staticPlugin } from './plugins/static.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

export interface AppDeps {
  /** An open, migrated database; when absent buildApp opens one from the config and closes it with the app. */
  database?: Database;
  now?: () => Date;
  mailSink?: MailSink;
  /** Where uploads are stored; default: the S3 bucket of config.s3, else files under config.uploadsDir, served at /uploads/. */
  storage?: UploadStorage;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
  }
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // The routes of spec §7 end with a slash; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID_RE.test(header) ? header : randomUUID();
    },
    // Malformed URLs and the like: a clean 400, not Fastify's default body.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, new HttpError(error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'bad_request', 'error.bad_request'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = deps.database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await database.migrate();
    const owned = database;
    app.addHook('onClose', async () => owned.close());
  }
  mkdirSync(config.uploadsDir, { recursive: true });

  app.decorate('config', config);
  app.decorate('mailer', new Mailer(config, app.log, deps.mailSink));
  const storage = deps.storage ?? (config.s3 ? s3Storage(config.s3) : localDiskStorage(config.uploadsDir));
  app.decorate('storage', storage);
  // The addresses of uploaded photos in API answers come from the storage when it is not the local /uploads/.
  if (deps.storage || config.s3) {
    const restore = setUploadStorage(storage);
    app.addHook('onClose', async () => restore());
  }
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(conditionalGetPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { db: database.db, now: deps.now ?? (() => new Date()) });
  await app.register(securityPlugin);
  await app.register(inputPlugin);
  await app.register(rateLimitPlugin, { limits: config.rateLimits });
  await app.register(authPlugin, { secret: config.jwtSecret, now: deps.now ?? (() => new Date()) });
  await app.register(auditPlugin);
  await app.register(idempotencyPlugin, { secret: config.jwtSecret });
  // After auth (it reads the caller's session) and before every route: writes wait while maintenance is on.
  await app.register(maintenanceGuard);
  await app.register(swaggerPlugin);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/health', { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  api.get(
    '/api/config',
    { schema: { tags: ['system'], response: { 200: z.object({ coming_soon: z.boolean() }) } } },
    async () => ({ coming_soon: config.comingSoon }),
  );
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(sellerRoutes, { prefix: '/api/account' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(adminExchangeRateRoutes, { prefix: '/api/admin' });
  await app.register(exchangeRateRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api/product' });
  await app.register(pricewiseRoutes, { prefix: '/api/product' });
  await app.register(cartRoutes, { prefix: '/api/product' });
  await app.register(wishlistRoutes, { prefix: '/api/product' });
  await app.register(inventoryRoutes, { prefix: '/api/product' });
  await app.register(sellerProductRoutes, { prefix: '/api/product' });
  await app.register(orderFeedbackRoutes, { prefix: '/api/orders' });
  await app.register(syncRoutes, { prefix: '/api/sync' });
  await app.register(batchRoutes, { prefix: '/api/sync' });
  await app.register(liveRoutes, { prefix: '/api/sync', database });
  // A quote request follows the order made from it (completed on delivery, rejected on cancellation).
  await app.register(orderRoutes, { prefix: '/api/orders', followStatus: followOrderStatus });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(bulkBuyerRoutes, { prefix: '/api/product' });
  await app.register(requestRoutes, { prefix: '/api/quotes' });
  await app.register(quoteRoutes, { prefix: '/api/quotes' });
  await app.register(standingOrderRoutes, { prefix: '/api/standing-orders' });
  await app.register(standingOrderScheduler);
  await app.register(harvestRoutes, { prefix: '/api/harvests' });
  await app.register(preorderRoutes, { prefix: '/api/preorders' });
  await app.register(moneyRoutes, { prefix: '/api/money' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(adminContactRoutes, { prefix: '/api/admin' });
  await app.register(blogRoutes, { prefix: '/api/blog' });
  await app.register(adminBlogRoutes, { prefix: '/api/admin' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(adminNewsletterRoutes, { prefix: '/api/admin' });
  await app.register(sitePageRoutes, { prefix: '/api' });
  await app.register(adminSitePageRoutes, { prefix: '/api/admin' });
  await app.register(maintenanceRoutes, { prefix: '/api' });
  await app.register(adminMaintenanceRoutes, { prefix: '/api/admin' });

  await app.register(figuresRoutes, { prefix: '/api' });
  await app.register(galleryRoutes, { prefix: '/api' });
  await app.register(adminGalleryRoutes, { prefix: '/api/admin' });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(staticPlugin, { uploadsDir: config.uploadsDir, webDist: config.webDist, publicUrl: config.publicUrl });
  return app;
}
