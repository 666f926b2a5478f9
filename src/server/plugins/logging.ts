// What the server log may hold: never a password, its hash, a token, a one-time code, an email or phone number, or
// the values of a failed query. Redaction covers fields by name (a few levels deep); errors are rebuilt from an allow-list of fields, so a
// database error's parameters (Drizzle puts them in `params` and in its message) and details never reach the log.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream, LogFn } from 'pino';

/** Field names whose values are secret wherever they appear. Not `code`: every error has one and it is no secret
 * (the API's one-time codes travel as `otp`). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'confirm_password',
  'new_password',
  'old_password',
  'current_password',
  'password_hash',
  'passwordHash',
  'token',
  'tokens',
  'access',
  'access_token',
  'accessToken',
  'refresh',
  'refresh_token',
  'refreshToken',
  'reset_token',
  'resetToken',
  'device_token',
  'deviceToken',
  'otp',
  'otp_code',
  'otpHash',
  'otp_hash',
  'secret',
  'jwtSecret',
  'smtp_pass',
  'pass',
  // Personal data: who signed in or registered is the user id's business, not the log's.
  'email',
  'identifier',
  'phone',
  'phone_number',
  'other_mobile_number',
  'whatsapp_number',
];

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/** `name`, `*.name`, `*.*.name` and `*.*.*.name` for every secret field: four levels cover `req.headers.x`,
 * `err.cause.x` and `{ body: { user: { x } } }`. */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) =>
  ['', '*', '*.*', '*.*.*'].map((prefix) => (prefix ? `${prefix}${key(name)}` : key(name).replace(/^\./, ''))),
);

/** Fields of an error worth logging, none of which carries a value the caller sent. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'validationContext'];

/** PostgreSQL quotes the offending input after a colon (`invalid input syntax for type integer: "…"`); Drizzle
 * appends every parameter after `\nparams:`. Both are cut. */
function scrubMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]').replace(/: "(?:[^"]|"")*"/g, ': "[redacted]"');
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** The `err` serializer: type, scrubbed message, the stack's frames, the allow-listed fields and the cause. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: typeof err === 'string' ? scrubMessage(err) : '[not an Error]', stack: '' };
  }
  const type = err.constructor?.name || err.name || 'Error';
  const message = scrubMessage(err.message ?? '');
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = err as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // The statement with its placeholders ($1…), never its parameters.
  if (typeof fields.query === 'string') out.query = fields.query;
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Pino options for Fastify's logger; `stream` replaces stdout (tests read the log). */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream && { stream }),
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify's childLoggerFactory: a request's logger whose pino child (the request id bound) is made when the request
 * first writes a line at an enabled level, the same child Fastify would have made. Making one costs ~20 µs with the
 * redaction above (pino runs every wildcard path over the bound request id), a fifth of a kept product list
 * answer's CPU, while below `info` most requests never write a line.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  const enabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  // A route's own level or serializers, or a logger that cannot tell its levels: the child at once.
  if (typeof enabled !== 'function' || Object.keys(opts).length > 0) return logger.child(bindings, opts);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings, opts));
  const write =
    (level: Level): LogFn =>
    (...args: Parameters<LogFn>) => {
      if (child || enabled.call(logger, level)) made()[level](...args);
    };
  return {
    get level() {
      return (child ?? logger).level;
    },
    set level(level) {
      made().level = level;
    },
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: () => undefined,
    child: (more, options) => made().child(more, options),
  };
}
