// GET /robots.txt and GET /sitemap.xml, at the site's public address (PUBLIC_URL).
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(opts.publicUrl);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemapXml(app.db, opts.publicUrl, app.now());
  });
};
