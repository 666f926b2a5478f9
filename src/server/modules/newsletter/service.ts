// The newsletter with double opt-in (Canada's anti-spam law: express consent, a working unsubscribe). Asking to
// subscribe mails a confirmation link; the subscriber is confirmed, with the time of consent and the language, only
// when that link is followed. Every mail carries its own unsubscribe link, which works in one click forever. Links
// hold 32 random bytes; only their SHA-256 is stored. Asking again for an address answers exactly as the first
// time whatever its state, so the form reveals nothing about who subscribed.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_PAGE_SIZE, type NewsletterStatus, type NewsletterSubscriber } from '../../../contract/newsletter.ts';
import { NEWSLETTER_PAGES } from '../../../contract/newsletter-paths.ts';
import type { Language } from '../../../contract/enums.ts';
import { translate } from '../../../contract/messages.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, newsletterTokens } from '../../db/schema/site.ts';
import { HttpError } from '../../lib/http-error.ts';
import { countAttempts, throttled, type FixedWindow } from '../../lib/throttle.ts';
import type { Mailer } from '../../mail.ts';

/** A person signs up once or twice; a robot filling the form with others' addresses is stopped. */
export const NEWSLETTER_PER_ADDRESS: FixedWindow = { kind: 'newsletter_ip', max: 5, windowS: 3600 };
/** At most 3 confirmation mails a day to one address: the form cannot be used to flood someone's inbox. */
export const NEWSLETTER_PER_EMAIL: FixedWindow = { kind: 'newsletter_email', max: 3, windowS: 86_400 };
/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

export interface NewsletterContext {
  db: Db;
  now: Date;
  mailer: Mailer;
  secret: string;
  ip: string;
  lang: Language;
  /** The site's address, links in mails start with it (PUBLIC_URL). */
  publicUrl: string;
}

type Row = typeof newsletterSubscribers.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const ipHash = (secret: string, ip: string) => createHmac('sha256', secret).update(`newsletter-ip:${ip}`).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

async function issueToken(db: Db, subscriberId: string, purpose: 'confirm' | 'unsubscribe', now: Date): Promise<string> {
  const token = newToken();
  const expiresAt = purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000) : null;
  await db.insert(newsletterTokens).values({ tokenHash: hashToken(token), subscriberId, purpose, createdAt: now, expiresAt });
  return token;
}

const link = (publicUrl: string, page: string, token: string) => `${publicUrl}${page}?token=${token}`;

/** Mails one message to a subscriber with its own unsubscribe link in the body and in List-Unsubscribe. */
async function mailSubscriber(ctx: Pick<NewsletterContext, 'db' | 'mailer' | 'now' | 'publicUrl'>, row: Row, subjectCode: string, bodyCode: string, params: Record<string, string>) {
  const lang: Language = row.language === 'fr' ? 'fr' : 'en';
  const unsubscribe = await issueToken(ctx.db, row.id, 'unsubscribe', ctx.now);
  const unsubscribeUrl = link(ctx.publicUrl, NEWSLETTER_PAGES.unsubscribe, unsubscribe);
  await ctx.mailer.send(ctx.db, {
    to: row.email,
    subject: translate(subjectCode, lang),
    body: `${translate(bodyCode, lang, params)}\n\n${translate('mail.newsletter_footer', lang, { unsubscribe: unsubscribeUrl })}`,
    headers: {
      'List-Unsubscribe': `<${ctx.publicUrl}/api/newsletter/one-click/?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Asks to subscribe `email`: a new or unsubscribed address gets a confirmation mail (its state changes only once
 * confirmed), a pending one gets a new one, a confirmed one gets nothing. Answers false for a filled honeypot.
 */
export async function subscribe(ctx: NewsletterContext, input: { email: string; website?: string | undefined }): Promise<boolean> {
  if (input.website && input.website.trim() !== '') return false;
  const email = input.email.trim().toLowerCase();
  const wait = await countAttempts(ctx.db, [[NEWSLETTER_PER_ADDRESS, `ip:${ctx.ip}`], [NEWSLETTER_PER_EMAIL, `email:${email}`]], ctx.now);
  if (wait) throw throttled(wait, 'newsletter.throttled');
  const [row] = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, language: ctx.lang, requestedAt: ctx.now, ipHash: ipHash(ctx.secret, ctx.ip), createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // A confirmed subscriber keeps their consent and language untouched.
      set: {
        requestedAt: sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${newsletterSubscribers.requestedAt} else excluded.requested_at end`,
        language: sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${newsletterSubscribers.language} else excluded.language end`,
        ipHash: sql`case when ${newsletterSubscribers.status} = 'confirmed' then ${newsletterSubscribers.ipHash} else excluded.ip_hash end`,
        updatedAt: ctx.now,
      },
    })
    .returning();
  if (!row || row.status === 'confirmed') return true;
  const confirm = await issueToken(ctx.db, row.id, 'confirm', ctx.now);
  await mailSubscriber(ctx, row, 'mail.newsletter_confirm_subject', 'mail.newsletter_confirm_body', {
    confirm: link(ctx.publicUrl, NEWSLETTER_PAGES.confirm, confirm),
    days: String(CONFIRM_LINK_DAYS),
  });
  return true;
}

const invalidLink = () => new HttpError(404, 'not_found', 'newsletter.link_invalid');

async function findToken(db: Db, token: string, purpose: 'confirm' | 'unsubscribe') {
  const [found] = await db
    .select({ token: newsletterTokens, subscriber: newsletterSubscribers })
    .from(newsletterTokens)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterTokens.subscriberId))
    .where(and(eq(newsletterTokens.tokenHash, hashToken(token)), eq(newsletterTokens.purpose, purpose)))
    .for('update', { of: newsletterSubscribers });
  return found ?? null;
}

/**
 * Follows a confirmation link: the subscriber becomes confirmed with the time of consent, and gets a welcome mail
 * with the unsubscribe link. The same link followed again answers the same while they stay confirmed.
 */
export async function confirm(ctx: Pick<NewsletterContext, 'db' | 'mailer' | 'now' | 'publicUrl'>, token: string): Promise<Row> {
  const found = await findToken(ctx.db, token, 'confirm');
  if (!found) throw invalidLink();
  const { token: t, subscriber } = found;
  if (t.usedAt) {
    if (subscriber.status === 'confirmed') return subscriber;
    throw invalidLink(); // used, then unsubscribed: subscribing again needs a new confirmation
  }
  if (t.expiresAt && t.expiresAt <= ctx.now) throw new HttpError(410, 'not_found', 'newsletter.link_expired');
  await ctx.db.update(newsletterTokens).set({ usedAt: ctx.now }).where(eq(newsletterTokens.tokenHash, t.tokenHash));
  if (subscriber.status === 'confirmed') return subscriber;
  // Other confirmation links of this request stop working: one consent, one time.
  await ctx.db.delete(newsletterTokens).where(and(eq(newsletterTokens.subscriberId, subscriber.id), eq(newsletterTokens.purpose, 'confirm'), isNull(newsletterTokens.usedAt)));
  const [next] = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', consentAt: ctx.now, unsubscribedAt: null, updatedAt: ctx.now })
    .where(eq(newsletterSubscribers.id, subscriber.id))
    .returning();
  await mailSubscriber(ctx, next!, 'mail.newsletter_welcome_subject', 'mail.newsletter_welcome_body', {});
  return next!;
}

/** Follows an unsubscribe link (from any mail, in one click, no sign-in). Unsubscribing twice answers the same. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<Row> {
  const found = await findToken(db, token, 'unsubscribe');
  if (!found) throw invalidLink();
  const { subscriber } = found;
  await db.update(newsletterTokens).set({ usedAt: now }).where(and(eq(newsletterTokens.tokenHash, found.token.tokenHash), isNull(newsletterTokens.usedAt)));
  if (subscriber.status === 'unsubscribed') return subscriber;
  // Pending confirmation links die with the subscription: subscribing again asks for a new confirmation.
  await db.delete(newsletterTokens).where(and(eq(newsletterTokens.subscriberId, subscriber.id), eq(newsletterTokens.purpose, 'confirm')));
  const [next] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(eq(newsletterSubscribers.id, subscriber.id))
    .returning();
  return next!;
}

export function toSubscriber(r: Row): NewsletterSubscriber {
  return {
    id: r.id,
    email: r.email,
    language: r.language === 'fr' ? 'fr' : 'en',
    status: r.status as NewsletterStatus,
    requested_at: r.requestedAt.toISOString(),
    consent_at: r.consentAt?.toISOString() ?? null,
    unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listSubscribers(db: Db, status: NewsletterStatus | 'all', page: number) {
  const where = status === 'all' ? undefined : eq(newsletterSubscribers.status, status);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(NEWSLETTER_PAGE_SIZE)
      .offset((page - 1) * NEWSLETTER_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
    db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status),
  ]);
  const totals = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const s of byStatus) if (s.status in totals) totals[s.status as NewsletterStatus] = s.n;
  return { data: rows.map(toSubscriber), meta: { count: total?.n ?? 0, page, page_size: NEWSLETTER_PAGE_SIZE, totals } };
}

/** A cell a spreadsheet will not run: quoted, and text starting like a formula is prefixed with a quote mark. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The confirmed subscribers as CSV (RFC 4180, CRLF), oldest consent first. */
export async function confirmedCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(newsletterSubscribers.consentAt, newsletterSubscribers.id);
  const lines = [['email', 'language', 'consent_at', 'requested_at'].map(csvCell).join(',')];
  for (const r of rows) lines.push([r.email, r.language, r.consentAt!.toISOString(), r.requestedAt.toISOString()].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
