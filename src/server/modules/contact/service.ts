// The contact form and the operator's inbox. A message is stored and mailed to the operator (CONTACT_EMAIL, by SMTP
// or the mail outbox) in one transaction; visitors give a name and an email, signed-in users' come from their
// account. Throttled per address, per email and per account; a filled honeypot is answered as sent and kept nowhere.
// The operator reads, and answers by mail from the console (the answer is kept with the message).
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CONTACT_PAGE_SIZE, type ContactMessageAdmin, type ContactStatus } from '../../../contract/contact.ts';
import type { Language } from '../../../contract/enums.ts';
import { translate } from '../../../contract/messages.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { countAttempts, throttled, type FixedWindow } from '../../lib/throttle.ts';
import type { Mailer } from '../../mail.ts';

/** Per client address, per email given and per account: a person writes a few; a robot is stopped. */
export const CONTACT_PER_ADDRESS: FixedWindow = { kind: 'contact_ip', max: 5, windowS: 3600 };
export const CONTACT_PER_EMAIL: FixedWindow = { kind: 'contact_email', max: 3, windowS: 3600 };

export interface ContactContext {
  db: Db;
  now: Date;
  mailer: Mailer;
  secret: string;
  ip: string;
  lang: Language;
  operatorEmail: string;
  userId: string | null;
}

export interface ContactInput {
  name?: string | undefined;
  email?: string | undefined;
  subject: string;
  message: string;
  website?: string | undefined;
}

const ipHash = (secret: string, ip: string) => createHmac('sha256', secret).update(`contact-ip:${ip}`).digest('hex');

/** Stores and mails one message; answers whether it was kept (false: the honeypot was filled). */
export async function sendContactMessage(ctx: ContactContext, input: ContactInput): Promise<boolean> {
  if (input.website && input.website.trim() !== '') return false;
  let name = input.name?.trim() ?? '';
  let email = input.email?.trim().toLowerCase() ?? '';
  if (ctx.userId) {
    const [user] = await ctx.db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, ctx.userId));
    if (user) {
      name = `${user.first} ${user.last}`.trim() || name;
      email = user.email;
    }
  }
  if (!name) throw fieldError('name', 'contact.name_required');
  if (!email) throw fieldError('email', 'validation.email_required');
  const keys: [FixedWindow, string][] = [
    [CONTACT_PER_ADDRESS, `ip:${ctx.ip}`],
    [CONTACT_PER_EMAIL, `email:${email}`],
  ];
  const wait = await countAttempts(ctx.db, keys, ctx.now);
  if (wait) throw throttled(wait, 'contact.throttled');
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ userId: ctx.userId, name, email, subject: input.subject, message: input.message, language: ctx.lang, ipHash: ipHash(ctx.secret, ctx.ip), createdAt: ctx.now })
    .returning({ id: contactMessages.id });
  const account = ctx.userId ? ` (account ${ctx.userId})` : '';
  await ctx.mailer.send(ctx.db, {
    to: ctx.operatorEmail,
    subject: translate('mail.contact_subject', 'en', { subject: input.subject }),
    body: translate('mail.contact_body', 'en', { name, email, account, language: ctx.lang === 'fr' ? 'French' : 'English', message: input.message }),
  });
  return Boolean(row);
}

type Row = typeof contactMessages.$inferSelect;

export function toContactMessage(r: Row): ContactMessageAdmin {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    user_id: r.userId,
    subject: r.subject,
    message: r.message,
    language: r.language === 'fr' ? 'fr' : 'en',
    status: r.status as ContactStatus,
    created_at: r.createdAt.toISOString(),
    read_at: r.readAt?.toISOString() ?? null,
    answered_at: r.answeredAt?.toISOString() ?? null,
    reply: r.reply,
  };
}

export async function listInbox(db: Db, status: ContactStatus | 'all', page: number) {
  const where = status === 'all' ? undefined : eq(contactMessages.status, status);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ]);
  return { data: rows.map(toContactMessage), meta: { count: total?.n ?? 0, page, page_size: CONTACT_PAGE_SIZE, unread: unread?.n ?? 0 } };
}

async function lockMessage(db: Db, id: string): Promise<Row> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('contact.not_found');
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound('contact.not_found');
  return row;
}

/** A new message becomes read (a read or answered one stays as it is). */
export async function markRead(db: Db, id: string, now: Date): Promise<ContactMessageAdmin> {
  const row = await lockMessage(db, id);
  if (row.status !== 'new') return toContactMessage(row);
  const [next] = await db.update(contactMessages).set({ status: 'read', readAt: now }).where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new'))).returning();
  return toContactMessage(next ?? row);
}

/** Mails the answer to the sender, in the language they wrote in, and keeps it; a message is answered once. */
export async function reply(db: Db, mailer: Mailer, adminId: string, id: string, text: string, now: Date): Promise<ContactMessageAdmin> {
  const row = await lockMessage(db, id);
  if (row.status === 'answered') throw fieldError('reply', 'contact.already_answered', 409, 'conflict');
  const lang: Language = row.language === 'fr' ? 'fr' : 'en';
  const date = row.createdAt.toLocaleDateString(lang === 'fr' ? 'fr-CA' : 'en-CA', { timeZone: 'America/Toronto', dateStyle: 'long' });
  await mailer.send(db, {
    to: row.email,
    subject: translate('mail.contact_reply_subject', lang, { subject: row.subject }),
    body: translate('mail.contact_reply_body', lang, { name: row.name, reply: text, date, quoted: row.message.split('\n').join('\n> ') }),
  });
  const [next] = await db
    .update(contactMessages)
    .set({ status: 'answered', reply: text, answeredAt: now, answeredBy: adminId, readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(contactMessages.id, id))
    .returning();
  return toContactMessage(next!);
}
