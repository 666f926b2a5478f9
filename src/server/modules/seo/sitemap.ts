// robots.txt and sitemap.xml: the public pages, every public product and every live blog post, at PUBLIC_URL.
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { branches, products } from '../../db/schema/catalogue.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import { PUBLIC_PAGES } from './texts.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard/',
    'Disallow: /seller/',
    'Disallow: /buyer/',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /profile',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function sitemapXml(db: Db, publicUrl: string, now: Date): Promise<string> {
  const entries: { loc: string; lastmod?: string }[] = Object.keys(PUBLIC_PAGES).map((p) => ({ loc: `${publicUrl}${p}` }));
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(ne(blogPosts.state, 'draft'), lte(blogPosts.publishAt, now)))
    .orderBy(asc(blogPosts.slug));
  for (const p of posts) entries.push({ loc: `${publicUrl}/blog/${encodeURIComponent(p.slug)}`, lastmod: day(p.updatedAt) });
  const room = SITEMAP_MAX_URLS - entries.length;
  const listed = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(branches, eq(branches.id, products.branchId))
    .where(productIsVisible)
    .orderBy(asc(products.id))
    .limit(room);
  for (const p of listed) entries.push({ loc: `${publicUrl}/products/details/${p.id}`, lastmod: day(p.updatedAt) });
  const urls = entries.map((e) => `  <url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
