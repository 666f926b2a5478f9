// Text no field may hold (NUL, lone UTF-16 surrogates: src/contract/text.ts) is refused here for every route, before
// validation and before any handler runs: JSON bodies (strings and object keys at any depth), query strings, route
// params and multipart text fields. The answer is 400 validation_failed naming each field, and nothing changes.
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasInvalidCharacters, INVALID_CHARACTERS_CODE } from '../../contract/text.ts';
import { HttpError } from '../lib/http-error.ts';
import fp from 'fastify-plugin';

type Path = Array<string | number>;

/**
 * Routes that hand part of their body to other routes, which check it themselves: POST /api/sync/batch/ sends each
 * mutation's body through its own route, so one bad body refuses that mutation alone and the others still apply.
 */
const RELAYED: Record<string, (path: Path) => boolean> = {
  '/api/sync/batch/': (path) => path.length === 3 && path[0] === 'mutations' && path[2] === 'body',
};

/** The fields (dotted paths, as validation answers name them; `context` for the top level) holding invalid text. */
export function invalidTextFields(value: unknown, context: string, relayed?: (path: Path) => boolean): string[] {
  const fields = new Set<string>();
  const name = (path: Path) => (path.length ? path.join('.') : context);
  const walk = (node: unknown, path: Path, depth: number) => {
    if (typeof node === 'string') {
      if (hasInvalidCharacters(node)) fields.add(name(path));
      return;
    }
    // The bound keeps a 1 MiB body of nested brackets from exhausting the stack; no request schema nests past a few
    // levels or takes arbitrary JSON (the batch's relayed bodies are checked again by their own routes).
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node) || depth > 64 || relayed?.(path)) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      // A key is named by its parent: echoing the bad key back would only carry the bad text further.
      if (hasInvalidCharacters(key)) fields.add(name(path));
      else walk(item, [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  return [...fields];
}

/**
 * Query fields whose percent-encoding is not UTF-8 (`%ED%A0%80` is a lone surrogate's bytes, `%FF` none at all): the
 * parser keeps those as literal text, so they are found here, in the raw query string.
 */
export function undecodableQueryFields(url: string): string[] {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const fields = new Set<string>();
  const decodes = (text: string) => {
    try {
      decodeURIComponent(text.replace(/\+/g, ' '));
      return true;
    } catch {
      return false;
    }
  };
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? '' : pair.slice(eq + 1);
    if (!decodes(key)) fields.add('querystring');
    else if (!decodes(value)) {
      const name = decodeURIComponent(key.replace(/\+/g, ' '));
      fields.add(hasInvalidCharacters(name) ? 'querystring' : name);
    }
  }
  return [...fields];
}

function refusal(fields: string[]): HttpError {
  return new HttpError(400, 'validation_failed', 'error.validation', {
    fields: Object.fromEntries(fields.map((f) => [f, [INVALID_CHARACTERS_CODE]])),
  });
}

/** A multipart text field: a JSON `data` field is checked inside (its paths are the write's, as `validated` names
 * them); any other value as the field itself. */
function invalidPartFields(part: Multipart): string[] {
  if (hasInvalidCharacters(part.fieldname)) return ['body'];
  if (part.type !== 'field') return [];
  let value: unknown = part.value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object') value = parsed;
    } catch {
      // Not JSON: the text itself is the value.
    }
  }
  return typeof value === 'string' ? (hasInvalidCharacters(value) ? [part.fieldname] : []) : invalidTextFields(value, part.fieldname);
}

async function* checkedParts(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    const fields = invalidPartFields(part);
    if (fields.length) throw refusal(fields);
    yield part;
  }
}

function checkMultipart(request: FastifyRequest) {
  // Only routes that registered @fastify/multipart have these; their handlers read the parts themselves.
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) return;
  const parts = request.parts.bind(request);
  request.parts = (options) => checkedParts(parts(options));
}

async function refuseInvalidText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const relayed = RELAYED[request.routeOptions.url ?? ''];
    const fields = [
      ...invalidTextFields(request.params, 'params'),
      ...invalidTextFields(request.query, 'querystring'),
      ...undecodableQueryFields(request.url),
      ...invalidTextFields(request.body, 'body', relayed),
    ];
    if (fields.length) throw refusal(fields);
    checkMultipart(request);
  });
}
// Registered on the root instance: the check must apply to every route.
export const inputPlugin = fp(refuseInvalidText, { name: 'input', fastify: '5.x' });
