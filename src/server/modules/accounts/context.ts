// What the account rules need from a request: the database, the clock, tokens, mail, the caller's language and address.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Mailer } from '../../mail.ts';
import type { AccessTokens } from '../../plugins/auth.ts';

export interface AccountsContext {
  db: Db;
  now: () => Date;
  tokens: AccessTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** HMAC key for one-time codes (the JWT secret). */
  secret: string;
  lang: Language;
  ip: string;
  userAgent: string | null;
  /** Failed sign-ins per address per window (config). */
  loginAddressMaxFailures: number;
}

/** `db` is the transaction of an idempotent call; reads outside one use the app's database. */
export function contextOf(request: FastifyRequest, db?: Db): AccountsContext {
  const app = request.server;
  const ua = request.headers['user-agent'];
  return {
    db: db ?? app.db,
    now: app.now,
    tokens: app.tokens,
    mailer: app.mailer,
    log: request.log,
    secret: app.config.jwtSecret,
    lang: requestLanguage(request),
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
    loginAddressMaxFailures: app.config.loginAddressMaxFailures,
  };
}
