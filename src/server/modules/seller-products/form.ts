// Reads a product write: multipart/form-data (a `data` JSON field and up to 8 `photos` files) or plain JSON.
// Photos are read into memory within the limits, then recognised by their content and held to the pixel budgets
// from their headers; the answer also gives the material the Idempotency-Key fingerprint covers (the data and the
// sha256 of every file, in order). Rendering comes last, through the decode queue.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '../../../contract/constants.ts';
import { isMessageCode } from '../../../contract/messages.ts';
import { photoDecodeQueue } from '../../lib/photo-queue.ts';
import { MAX_PHOTO_PIXELS, MAX_REQUEST_PIXELS, readPhotoHeader, renderPhoto, sha256Hex, type PhotoFolder, type RenderedPhoto } from '../../lib/photos.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface ProductForm {
  data: unknown;
  photos: Buffer[];
  /** What the idempotency fingerprint covers. */
  fingerprint: { data: unknown; photos: string[] };
}

/** Limits of one multipart request: 8 photos of 10 MB, one small `data` field. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PRODUCT_PHOTOS,
  fields: 4,
  fieldSize: 64 * 1024,
  parts: MAX_PRODUCT_PHOTOS + 4,
  headerPairs: 100,
};

const tooLarge = () => new HttpError(413, 'payload_too_large', 'photo.too_large', { fields: { photos: ['photo.too_large'] } });
const tooMany = () => new HttpError(400, 'validation_failed', 'photo.too_many', { fields: { photos: ['photo.too_many'] } });
const badType = () => new HttpError(400, 'validation_failed', 'photo.bad_type', { fields: { photos: ['photo.bad_type'] } });

function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'payload_too_large', 'error.payload_too_large');
  return new HttpError(400, 'bad_request', 'error.bad_request');
}

export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    const data = request.body ?? null;
    return { data, photos: [], fingerprint: { data, photos: [] } };
  }
  let data: unknown = null;
  let sawData = false;
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, 'validation_failed', 'error.unknown_field', { fields: { [part.fieldname]: ['error.unknown_field'] } });
        }
        photos.push(await part.toBuffer());
      } else if (part.fieldname === 'data' && !sawData) {
        sawData = true;
        const raw = part.value;
        if (typeof raw === 'string') {
          try {
            data = JSON.parse(raw);
          } catch {
            throw new HttpError(400, 'validation_failed', 'error.bad_request', { fields: { data: ['validation.invalid'] } });
          }
        } else data = raw; // sent with Content-Type: application/json, already parsed
      } else {
        throw new HttpError(400, 'validation_failed', 'error.unknown_field', { fields: { [part.fieldname]: ['error.unknown_field'] } });
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (photos.length > MAX_PRODUCT_PHOTOS) throw tooMany();
  return { data, photos, fingerprint: { data, photos: photos.map(sha256Hex) } };
}

const megapixels = (pixels: number) => Math.floor(pixels / 1_000_000);
const tooManyPixels = () =>
  new HttpError(413, 'payload_too_large', 'photo.too_many_pixels', { params: { max: megapixels(MAX_PHOTO_PIXELS) }, fields: { photos: ['photo.too_many_pixels'] } });
const requestTooManyPixels = () =>
  new HttpError(413, 'payload_too_large', 'photo.request_too_many_pixels', { params: { max: megapixels(MAX_REQUEST_PIXELS) }, fields: { photos: ['photo.request_too_many_pixels'] } });

/**
 * Every photo must be a real JPEG, PNG or WebP picture (the name and declared type are never trusted) within the
 * pixel budgets, each and all together. Only headers are read here: nothing is decoded before these pass.
 */
export async function checkPhotos(photos: Buffer[], kept = 0, max = MAX_PRODUCT_PHOTOS): Promise<void> {
  if (photos.length + kept > max) throw tooMany();
  let pixels = 0;
  for (const photo of photos) {
    const header = await readPhotoHeader(photo);
    if (!header) throw badType();
    if (header.pixels > MAX_PHOTO_PIXELS) throw tooManyPixels();
    pixels += header.pixels;
  }
  if (pixels > MAX_REQUEST_PIXELS) throw requestTooManyPixels();
}

/**
 * Renders checked photos (checkPhotos first) in `userId`'s turn of the process-wide decode queue: 429 with
 * Retry-After when that user already has a rendering running and one waiting, or the server has too many waiting.
 */
export async function renderPhotos(userId: string, photos: Buffer[], ownerId: string, folder: PhotoFolder): Promise<RenderedPhoto[]> {
  if (!photos.length) return [];
  return photoDecodeQueue.run(userId, async () => {
    const out: RenderedPhoto[] = [];
    try {
      for (const photo of photos) out.push(await renderPhoto(photo, ownerId, randomUUID(), folder));
    } catch {
      // The header read fine but the picture does not decode (truncated, corrupt).
      throw badType();
    }
    return out;
  });
}

/** A zod failure as the API's validation answer: `message` for the whole write, each field's message codes. */
export function validated<S extends z.ZodType>(schema: S, data: unknown, failure: string): z.output<S> {
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    const list = (fields[field] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'data';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(field === 'data' ? key : `${field}.${key}`, 'error.unknown_field');
    } else if (isMessageCode(issue.message)) add(field, issue.message);
    else if (issue.input === undefined) add(field, 'validation.required');
    else add(field, 'validation.invalid');
  }
  throw new HttpError(400, 'validation_failed', failure, { fields });
}
