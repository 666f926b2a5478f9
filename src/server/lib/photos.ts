// Product photos: recognised by their content (magic bytes, then sharp reads them), stored as WebP in three widths
// under uploads/products/<productId>/<imageId>-{thumb,card,full}.webp, and removed again when a change is undone.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '../../contract/constants.ts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';
export type PhotoSize = keyof typeof PHOTO_WIDTHS;
export type PhotoPaths = Record<PhotoSize, string>;
export interface RenderedPhoto {
  imageId: string;
  paths: PhotoPaths;
  files: Record<PhotoSize, Buffer>;
}

/** Larger pictures than a 100-megapixel camera makes are refused (a small file can decode to gigabytes). */
const MAX_INPUT_PIXELS = 100_000_000;
const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];

// libvips' operation cache would keep decoded uploads in memory for the life of the server.
sharp.cache(false);

/** The format the bytes start with, whatever the file is called or claims to be. */
export function sniffPhotoFormat(buf: Buffer): PhotoFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** True when the bytes are a JPEG, PNG or WebP picture that sharp can read (the header agrees with the decoder). */
export async function isAcceptedPhoto(buf: Buffer): Promise<boolean> {
  const sniffed = sniffPhotoFormat(buf);
  if (!sniffed) return false;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.format === sniffed && !!meta.width && !!meta.height;
  } catch {
    return false;
  }
}

export const sha256Hex = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/** Upload folders: product photos, and the photos of problem reports (satisfaction guarantee) per order. */
export type PhotoFolder = 'products' | 'problems';

export const photoPaths = (ownerId: string, imageId: string, folder: PhotoFolder = 'products'): PhotoPaths =>
  Object.fromEntries(SIZES.map((s) => [s, `${folder}/${ownerId}/${imageId}-${s}.webp`])) as PhotoPaths;

/** The three WebP sizes of one accepted photo (turned upright, metadata such as GPS position dropped). */
export async function renderPhoto(buf: Buffer, productId: string, imageId: string, folder: PhotoFolder = 'products'): Promise<RenderedPhoto> {
  const files = {} as Record<PhotoSize, Buffer>;
  // One size after the other: a phone photo decodes to ~50 MB, and the machine has other work.
  for (const size of SIZES) {
    files[size] = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_WIDTHS[size], withoutEnlargement: true })
      .webp({ quality: size === 'thumb' ? 70 : 80, effort: 3 })
      .toBuffer();
  }
  return { imageId, paths: photoPaths(productId, imageId, folder), files };
}

/** A path under the uploads directory, never outside it. */
function inside(uploadsDir: string, rel: string): string {
  const root = resolve(uploadsDir);
  const full = resolve(root, rel);
  if (!full.startsWith(root + sep)) throw new Error(`upload path escapes the uploads directory: ${rel}`);
  return full;
}

/** Writes the files and returns their paths (relative to the uploads directory) so a failure can remove them. */
export async function writePhotos(uploadsDir: string, photos: RenderedPhoto[], written: string[]): Promise<void> {
  for (const photo of photos) {
    for (const size of SIZES) {
      const file = inside(uploadsDir, photo.paths[size]);
      await mkdir(dirname(file), { recursive: true });
      written.push(photo.paths[size]);
      await writeFile(file, photo.files[size]);
    }
  }
}

/** Removes stored files; only product and problem-report uploads (never the demo pictures that seeded products share). */
export async function removePhotoFiles(uploadsDir: string, paths: string[]): Promise<void> {
  await Promise.all(
    paths
      .filter((p) => p.startsWith('products/') || p.startsWith('problems/'))
      .map((p) => rm(inside(uploadsDir, p), { force: true }).catch(() => {})),
  );
}

/** Removes a product's upload folder (after the product is deleted). */
export async function removeProductFolder(uploadsDir: string, productId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(productId)) return;
  await rm(join(inside(uploadsDir, 'products'), productId), { recursive: true, force: true }).catch(() => {});
}
