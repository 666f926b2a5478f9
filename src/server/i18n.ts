// The caller's language (Accept-Language: the web app sends 'en' or 'fr') and translation of message codes.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../contract/enums.ts';
import { pickLanguage, translate } from '../contract/messages.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const header: unknown = request.headers['accept-language'];
  return pickLanguage(typeof header === 'string' ? header : undefined);
}

export function t(request: FastifyRequest, code: string, params?: Record<string, string | number>): string {
  return translate(code, requestLanguage(request), params);
}
