// Outgoing mail: every message is recorded in mail_outbox; sent over SMTP when SMTP_HOST is set, else written to the log.
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
}

/** Tests may inject a sink to see mail as it is sent. */
export type MailSink = (mail: Mail) => void | Promise<void>;

export class Mailer {
  private readonly transport: Transporter | null;
  constructor(
    private readonly config: Pick<Config, 'smtp' | 'smtpFrom'>,
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
    const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (this.sink) await this.sink(mail);
    if (!this.transport) {
      this.log.info({ mail: { to: mail.to, subject: mail.subject, body: mail.body } }, 'mail (no SMTP_HOST: logged, not sent)');
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.smtpFrom, to: mail.to, subject: mail.subject, text: mail.body });
      if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'mail could not be sent; kept in mail_outbox');
    }
  }
}
