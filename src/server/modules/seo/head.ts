// The head of the app's HTML for one address: its own title, description, canonical link and Open Graph tags, so
// search engines and link previews (which run no script) see the page, not the app's generic head. The app stays a
// single-page app: only the head of the same index.html changes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { branches, productImages, products } from '../../db/schema/catalogue.ts';
import { PRODUCT_PHOTO_SIZES, productPhotoSrcSet } from '../../../contract/product-photo.ts';
import { uploadUrl } from '../catalogue/mappers.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import { DEFAULT_PAGE, PUBLIC_PAGES, siteName } from './texts.ts';

export interface Head {
  title: string;
  description: string;
  /** Absolute URL of the page (no query). */
  url: string;
  /** Absolute URL of a picture, if the page has one. */
  image?: string;
  type: 'website' | 'article' | 'product';
  /** False for pages that are nobody's business but their user's (and unknown addresses). */
  index: boolean;
  /** The page's largest picture as the page will ask for it (a product's main photo): fetched beside the app's code. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const DESCRIPTION_MAX = 200;

/** One line of plain text, at most `max` characters, cut at a word. */
export function plainText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text
    .replace(/[`*_#>[\]()!|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export async function headFor(db: Db, path: string, lang: Language, publicUrl: string, now: Date): Promise<Head> {
  const url = `${publicUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  const page = PUBLIC_PAGES[path.replace(/(.)\/+$/, '$1')];
  if (page) return { title: page.title[lang], description: page.description[lang], url, type: 'website', index: true };

  const product = /^\/products\/details\/([^/]+)\/?$/.exec(path)?.[1];
  if (product !== undefined && UUID.test(product)) {
    const [row] = await db
      .select({ name: products.name, nameFr: products.nameFr, description: products.description })
      .from(products)
      .innerJoin(branches, eq(branches.id, products.branchId))
      .where(and(eq(products.id, product), productIsVisible));
    if (row) {
      // The first photo in the gallery's order (catalogue/queries.ts imagesOf).
      const [image] = await db
        .select({ thumb: productImages.thumbPath, card: productImages.cardPath, full: productImages.fullPath })
        .from(productImages)
        .where(inArray(productImages.productId, [product]))
        .orderBy(productImages.position, productImages.createdAt)
        .limit(1);
      const name = lang === 'fr' && row.nameFr ? row.nameFr : row.name;
      return {
        title: `${name} — ${siteName(lang)}`,
        description: row.description ? plainText(row.description) : DEFAULT_PAGE.description[lang],
        url,
        image: image ? `${publicUrl}/uploads/${image.full}` : undefined,
        type: 'product',
        index: true,
        ...(image && {
          // The addresses the API gives the page (uploadUrl), so the preload and the gallery's image are one download.
          preloadImage: {
            href: uploadUrl(image.full),
            srcset: productPhotoSrcSet({ thumb: uploadUrl(image.thumb), card: uploadUrl(image.card), full: uploadUrl(image.full) }),
            sizes: PRODUCT_PHOTO_SIZES,
          },
        }),
      };
    }
  }

  const slug = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug !== undefined && (SLUG.test(slug) || UUID.test(slug))) {
    const [post] = await db
      .select({ titleEn: blogPosts.titleEn, titleFr: blogPosts.titleFr, summaryEn: blogPosts.summaryEn, summaryFr: blogPosts.summaryFr, cover: blogPosts.coverFull, state: blogPosts.state, publishAt: blogPosts.publishAt })
      .from(blogPosts)
      .where(UUID.test(slug) ? eq(blogPosts.id, slug) : eq(blogPosts.slug, slug));
    if (post && post.state !== 'draft' && post.publishAt !== null && post.publishAt.getTime() <= now.getTime()) {
      return {
        title: `${lang === 'fr' ? post.titleFr : post.titleEn} — ${siteName(lang)}`,
        description: plainText(lang === 'fr' ? post.summaryFr : post.summaryEn),
        url,
        image: post.cover ? `${publicUrl}/uploads/${post.cover}` : undefined,
        type: 'article',
        index: true,
      };
    }
  }
  return { title: DEFAULT_PAGE.title[lang], description: DEFAULT_PAGE.description[lang], url, type: 'website', index: false };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** index.html with `head` in it: the title and description replaced, the rest added before </head>. */
export function withHead(indexHtml: string, head: Head, lang: Language): string {
  const tags = [
    `<meta property="og:site_name" content="FreshMarket" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:locale" content="${lang === 'fr' ? 'fr_CA' : 'en_CA'}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.index ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : `<meta name="robots" content="noindex" />`,
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.href)}" imagesrcset="${escapeHtml(head.preloadImage.srcset)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
  ].filter(Boolean);
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
