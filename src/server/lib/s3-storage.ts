// The S3-compatible upload storage: objects in one bucket, addressed path-style (endpoint/bucket/key) so it works
// with AWS S3 and with S3-compatible servers, every request signed with AWS Signature Version 4 by node:crypto and
// sent with fetch (no SDK). Whole objects only: no multipart upload (photos are small), no presigned URLs (browsers
// read the objects from S3_PUBLIC_URL, which must be publicly readable: a public bucket or a CDN in front of it).
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { isStorageKey, type UploadStorage } from './storage.ts';

export interface S3Settings {
  /** The S3 API's base URL, e.g. https://s3.ca-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The base URL browsers load objects from (a CDN or the bucket's public address), without a trailing slash. */
  publicUrl: string;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

/** Uploads are written once under a fresh name and never rewritten (the same rule as the local /uploads/). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const REQUEST_TIMEOUT_MS = 30_000;

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX (upper case); '/' kept when `keepSlash`. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** The canonical query string: names and values encoded, sorted by name; also what is sent. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20130524T000000Z */
export const amzDate = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface SigningInput {
  method: string;
  /** host[:port], as the Host header carries it. */
  host: string;
  /** The path as sent, already encoded (uriEncode with slashes kept); S3 does not encode it a second time. */
  path: string;
  query?: Record<string, string>;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_SHA256 for none). */
  payloadHash: string;
  now: Date;
}

/**
 * The headers of a request signed with AWS Signature Version 4 (header auth): the caller's headers plus host,
 * x-amz-date, x-amz-content-sha256 and authorization, names in lower case.
 */
export function signRequest(input: SigningInput, creds: S3Credentials): Record<string, string> {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = input.host;
  headers['x-amz-date'] = date;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    canonicalQuery(input.query ?? {}),
    names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/${creds.service ?? 's3'}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), creds.service ?? 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ''}`);
  }
}

const xmlText = (v: string) =>
  v.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (e[0] !== '#') return named[e.toLowerCase()]!;
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
const xmlValues = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => xmlText(m[1]!));

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Objects in `settings.bucket`, read by browsers from `settings.publicUrl`/<key>. `now` is the signing clock. */
export function s3Storage(settings: S3Settings, now: () => Date = () => new Date()): UploadStorage {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const bucketPath = `${basePath}/${uriEncode(settings.bucket)}`;
  const publicUrl = settings.publicUrl.replace(/\/+$/, '');
  const creds: S3Credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region };

  async function send(operation: string, method: string, path: string, opts: { query?: Record<string, string>; headers?: Record<string, string>; body?: Buffer } = {}) {
    const payloadHash = opts.body ? sha256Hex(opts.body) : EMPTY_SHA256;
    const headers = signRequest({ method, host: endpoint.host, path, query: opts.query, headers: opts.headers, payloadHash, now: now() }, creds);
    // fetch sets Host from the URL itself (the same host[:port]); it refuses to be given one.
    delete headers.host;
    const query = canonicalQuery(opts.query ?? {});
    const url = `${endpoint.protocol}//${endpoint.host}${path}${query ? `?${query}` : ''}`;
    // A Buffer is a Uint8Array over an ArrayBuffer (never a SharedArrayBuffer here), which fetch sends as it is.
    const body = opts.body as Uint8Array<ArrayBuffer> | undefined;
    const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'error' });
    return { res, fail: async () => new S3Error(res.status, xmlValues(await res.text().catch(() => ''), 'Code')[0] ?? '', operation) };
  }
  const objectPath = (key: string) => `${bucketPath}/${uriEncode(checkedKey(key), true)}`;

  async function getObject(key: string) {
    const { res, fail } = await send('GetObject', 'GET', objectPath(key));
    if (res.status === 404) {
      // A missing object is null; a missing bucket (or anything else) is a fault of the setup.
      const error = await fail();
      if (error.code === 'NoSuchKey' || error.code === '') return null;
      throw error;
    }
    if (!res.ok) throw await fail();
    return res;
  }

  async function deleteObject(key: string) {
    const { res, fail } = await send('DeleteObject', 'DELETE', objectPath(key));
    if (!res.ok && res.status !== 404) throw await fail();
    await res.body?.cancel();
  }

  return {
    async put(key, bytes, contentType) {
      const { res, fail } = await send('PutObject', 'PUT', objectPath(key), {
        headers: { 'content-type': contentType, 'cache-control': UPLOAD_CACHE_CONTROL },
        body: bytes,
      });
      if (!res.ok) throw await fail();
      await res.body?.cancel();
    },
    async get(key) {
      const res = await getObject(key);
      return res ? Buffer.from(await res.arrayBuffer()) : null;
    },
    async stream(key) {
      const res = await getObject(key);
      if (!res) return null;
      return res.body ? Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) : Readable.from([]);
    },
    delete: deleteObject,
    async deletePrefix(prefix) {
      const folder = `${checkedKey(prefix)}/`;
      // Listed a page at a time (ListObjectsV2), each object then deleted on its own, one after another:
      // DeleteObject is the one delete every S3-compatible server has (DeleteObjects needs Content-MD5, and not all
      // servers take it), and a product's folder holds a few dozen files at most.
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: folder, ...(token ? { 'continuation-token': token } : {}) };
        const { res, fail } = await send('ListObjectsV2', 'GET', bucketPath, { query });
        if (!res.ok) throw await fail();
        const xml = await res.text();
        const keys = xmlValues(xml, 'Key').filter((k) => k.startsWith(folder) && isStorageKey(k));
        for (const key of keys) await deleteObject(key);
        token = xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
      } while (token);
    },
    url: (key) => `${publicUrl}/${uriEncode(checkedKey(key), true)}`,
  };
}
