// Where uploaded files live. Photo code writes, reads and removes files through UploadStorage by key (a relative
// path such as `products/<productId>/<imageId>-thumb.webp`), never through the file system, so a deployment can
// put uploads elsewhere without touching it. The default driver keeps them under DATA_DIR/uploads, served at /uploads/;
// with the S3_* settings they go to an S3-compatible bucket (s3-storage.ts).
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface UploadStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The stored bytes as a stream, or null when there is no such file. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a product's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (photos): the S3 driver when S3 is configured, else the local disk, unless the app was built with another. */
    storage: UploadStorage;
  }
}

/** Keys are relative paths of plain segments: no empty, '.' or '..' segment, no backslash, no leading slash. */
export function isStorageKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads), served by the static plugin at `publicPath`/. */
export function localDiskStorage(root: string, publicPath = '/uploads'): UploadStorage {
  const base = resolve(root);
  const fileOf = (key: string) => {
    const full = resolve(base, checkedKey(key));
    if (!full.startsWith(base + sep)) throw new Error(`upload key escapes the uploads directory: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
    url: (key) => `${publicPath}/${checkedKey(key)}`,
  };
}
