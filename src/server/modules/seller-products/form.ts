// Reads a product write: multipart/form-data (a `data` JSON field and up to 8 `photos` files) or plain JSON.
// Photos are read into memory within the limits, then recognised by their content; the answer also gives the
// material the Idempotency-Key fingerprint covers (the data and the sha256 of every file, in order).
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '../../../contract/constants.ts';
import { isMessageCode } from '../../../contract/messages.ts';
import { isAcceptedPhoto, sha256Hex } from '../../lib/photos.ts';
import { HttpError } from '../../plugins/errors.ts';

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

/** Every photo must be a real JPEG, PNG or WebP picture: the name and declared type are never trusted. */
export async function checkPhotos(photos: Buffer[], kept = 0): Promise<void> {
  if (photos.length + kept > MAX_PRODUCT_PHOTOS) throw tooMany();
  for (const photo of photos) if (!(await isAcceptedPhoto(photo))) throw badType();
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
