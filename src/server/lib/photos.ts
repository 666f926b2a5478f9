// Product and problem-report photos: recognised by their content (magic bytes, then the header sharp reads without
// decoding a pixel), held to a pixel budget per photo and per request before any decoding, rendered as WebP in three
// widths through the process-wide decode queue, and stored through UploadStorage under
// <folder>/<ownerId>/<imageId>-{thumb,card,full}.webp; removed again when a change is undone.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '../../contract/constants.ts';
import { DECODE_SLOTS } from './photo-queue.ts';
import type { UploadStorage } from './storage.ts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';
export type PhotoSize = keyof typeof PHOTO_WIDTHS;
export type PhotoPaths = Record<PhotoSize, string>;
export interface RenderedPhoto {
  imageId: string;
  paths: PhotoPaths;
  files: Record<PhotoSize, Buffer>;
}

/** Largest picture accepted: a 48-megapixel phone sensor's binned photo fits many times; a small file claiming
 * 100 megapixels (PNG compresses a plain picture to kilobytes) is refused from its header. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** All the photos of one request together (8 phone photos of 12 megapixels fit). */
export const MAX_REQUEST_PIXELS = 120_000_000;
const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];
const LARGEST = SIZES.reduce((a, b) => (PHOTO_WIDTHS[a] >= PHOTO_WIDTHS[b] ? a : b));

// libvips' operation cache would keep decoded uploads in memory for the life of the server.
sharp.cache(false);
// DECODE_SLOTS renderings run at once; each gets its share of the cores rather than all of them.
sharp.concurrency(Math.max(1, Math.floor(sharp.concurrency() / DECODE_SLOTS)));

/** The format the bytes start with, whatever the file is called or claims to be. */
export function sniffPhotoFormat(buf: Buffer): PhotoFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
  pixels: number;
}

/**
 * What the photo's header says, read without decoding pixels (sharp's metadata()); null unless the bytes are a
 * JPEG, PNG or WebP picture whose header agrees with its magic bytes.
 */
export async function readPhotoHeader(buf: Buffer): Promise<PhotoHeader | null> {
  const sniffed = sniffPhotoFormat(buf);
  if (!sniffed) return null;
  try {
    // No pixel limit here: the header is all that is read, and the caller compares the size with the budget.
    const meta = await sharp(buf, { limitInputPixels: false }).metadata();
    if (meta.format !== sniffed || !meta.width || !meta.height) return null;
    return { format: sniffed, width: meta.width, height: meta.height, pixels: meta.width * meta.height };
  } catch {
    return null;
  }
}

export const sha256Hex = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/** Upload folders: product photos, the photos of problem reports (satisfaction guarantee) per order, blog covers per post, gallery photos. */
export type PhotoFolder = 'products' | 'problems' | 'blog' | 'gallery';

export const photoPaths = (ownerId: string, imageId: string, folder: PhotoFolder = 'products'): PhotoPaths =>
  Object.fromEntries(SIZES.map((s) => [s, `${folder}/${ownerId}/${imageId}-${s}.webp`])) as PhotoPaths;

/**
 * The three WebP sizes of one accepted photo (turned upright, metadata such as GPS position dropped). The picture
 * is decoded once, to the largest width; the smaller sizes are made from that. Call it through photoDecodeQueue.
 */
export async function renderPhoto(buf: Buffer, productId: string, imageId: string, folder: PhotoFolder = 'products'): Promise<RenderedPhoto> {
  const { data, info } = await sharp(buf, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_WIDTHS[LARGEST], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = {} as Record<PhotoSize, Buffer>;
  for (const size of SIZES) {
    files[size] = await sharp(data, raw)
      .resize({ width: PHOTO_WIDTHS[size], withoutEnlargement: true })
      .webp({ quality: size === 'thumb' ? 70 : 80, effort: 3 })
      .toBuffer();
  }
  return { imageId, paths: photoPaths(productId, imageId, folder), files };
}

/** Stores the files, recording each key in `written` first so a failure can remove them. */
export async function writePhotos(storage: UploadStorage, photos: RenderedPhoto[], written: string[]): Promise<void> {
  for (const photo of photos) {
    for (const size of SIZES) {
      written.push(photo.paths[size]);
      await storage.put(photo.paths[size], photo.files[size], 'image/webp');
    }
  }
}

/** Removes stored files: only uploads (products, problem reports, blog covers, gallery photos), never the demo pictures the seed shares. */
export async function removePhotoFiles(storage: UploadStorage, paths: string[]): Promise<void> {
  await Promise.all(
    paths
      .filter((p) => p.startsWith('products/') || p.startsWith('problems/') || p.startsWith('blog/') || p.startsWith('gallery/'))
      .map((p) => storage.delete(p).catch(() => {})),
  );
}

/** Removes a product's upload folder (after the product is deleted). */
export async function removeProductFolder(storage: UploadStorage, productId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(productId)) return;
  await storage.deletePrefix(`products/${productId}`).catch(() => {});
}
