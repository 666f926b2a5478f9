// One error handler: validation failures, refused requests and crashes all become `{ code, message, messages? }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors.ts';
import { isMessageCode } from '../../contract/messages.ts';
import { t } from '../i18n.ts';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turn zod issues (their messages are message codes) into `{ field: [translated…] }`. */
function issuesToMessages(request: FastifyRequest, issues: ValidationIssue[], context: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    const text = t(request, code);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || context;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as unknown[]) add(field === context ? String(key) : `${field}.${String(key)}`, 'error.unknown_field');
      continue;
    }
    const message = issue.message ?? '';
    if (isMessageCode(message)) add(field, message);
    else if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) add(field, 'validation.required');
    else add(field, 'validation.invalid');
  }
  return out;
}

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'bad_request';
}

function statusToMessage(status: number): string {
  if (status === 413) return 'error.payload_too_large';
  if (status === 415) return 'error.unsupported_media_type';
  if (status === 404) return 'error.not_found';
  if (status === 401) return 'error.unauthorized';
  if (status === 403) return 'error.forbidden';
  return 'error.bad_request';
}

export interface ErrorAnswer {
  status: number;
  body: { code: string; message: string; messages?: Record<string, string[]>; current?: unknown; changes?: unknown[]; allowed?: string[]; verification?: unknown };
  headers?: Record<string, string>;
}

/** The answer an error gets: status, body and headers. 5xx are logged here and never show their cause. */
export function errorAnswer(request: FastifyRequest, error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const { params, fields, headers, current, changes, allowed, verification, plan, available } = error.extra;
    const messages = fields
      ? Object.fromEntries(Object.entries(fields).map(([k, codes]) => [k, codes.map((c) => t(request, c, params))]))
      : undefined;
    return {
      status: error.statusCode,
      body: { code: error.code, message: t(request, error.messageCode, params), ...(messages && { messages }), ...(current !== undefined && { current }), ...(changes && { changes }), ...(allowed && { allowed }), ...(verification !== undefined && { verification }), ...(plan && { plan }), ...(available !== undefined && { available }) },
      ...(headers && { headers }),
    };
  }
  const err = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (Array.isArray(err.validation)) {
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: t(request, 'error.validation'),
        messages: issuesToMessages(request, err.validation, err.validationContext ?? 'body'),
      },
    };
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: statusToCode(status), message: t(request, statusToMessage(status)) } };
  }
  request.log.error({ err }, 'request failed');
  return { status: 500, body: { code: 'internal', message: t(request, 'error.internal') } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const answer = errorAnswer(request, error);
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.status).send(answer.body);
}

async function handleErrors(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
// Registered on the root instance: the handler must apply to every route.
export const errorsPlugin = fp(handleErrors, { name: 'errors', fastify: '5.x' });
