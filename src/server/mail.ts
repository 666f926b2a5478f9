// Outgoing mail: every message is recorded in mail_outbox; sent over SMTP when SMTP_HOST is set, else written as a
// file under DATA_DIR/mail/ (readable by the server's user only), so the flow works on a laptop without a mail server.
// The log names the file, never the body: a password-reset code is a secret (logs never hold secrets).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { mailOutbox } from './db/schema/accounts.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** Extra headers for SMTP (e.g. List-Unsubscribe); not kept in mail_outbox. */
  headers?: Record<string, string>;
}

/** Tests may inject a sink to see mail as it is sent. */
export type MailSink = (mail: Mail) => void | Promise<void>;

export class Mailer {
  private readonly transport: Transporter | null;
  constructor(
    private readonly config: Pick<Config, 'smtp' | 'smtpFrom'> & Partial<Pick<Config, 'dataDir'>>,
    private readonly log: FastifyBaseLogger,
    private readonly sink?: MailSink,
  ) {
    const smtp = config.smtp;
    this.transport = smtp
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
        })
      : null;
  }

  /** Records the mail (in `db`, which may be the caller's transaction) and sends it; a send failure is logged, not thrown. */
  async send(db: Db, mail: Mail): Promise<void> {
    const [row] = await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.body }).returning({ id: mailOutbox.id });
    if (this.sink) await this.sink(mail);
    if (!this.transport) {
      const file = this.writeToDisk(mail, row?.id ?? 'mail');
      this.log.info({ file, subject: mail.subject }, 'mail written to a file (no SMTP_HOST: not sent)');
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.smtpFrom, to: mail.to, subject: mail.subject, text: mail.body, ...(mail.headers && { headers: mail.headers }) });
      if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    } catch (err) {
      this.log.error({ err }, 'mail could not be sent; kept in mail_outbox');
    }
  }

  private writeToDisk(mail: Mail, id: string): string | null {
    if (!this.config.dataDir) return null;
    try {
      const dir = join(this.config.dataDir, 'mail');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.txt`);
      const headers = Object.entries(mail.headers ?? {}).map(([k, v]) => `${k}: ${v}\n`).join('');
      writeFileSync(file, `To: ${mail.to}\nSubject: ${mail.subject}\n${headers}\n${mail.body}\n`, { mode: 0o600 });
      return file;
    } catch (err) {
      this.log.warn({ err }, 'mail could not be written to a file; kept in mail_outbox');
      return null;
    }
  }
}
