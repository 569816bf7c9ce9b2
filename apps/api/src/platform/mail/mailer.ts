// Outgoing mail. Every message is written to the outbox table first (Admin can read it there);
// with SMTP configured it is then sent. Bodies are never logged: they carry reset links.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Config } from '../config/config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export class Mailer {
  readonly #db: Kysely<Database>;
  readonly #config: Config;
  readonly #log: (msg: string) => void;
  readonly #transport: Transporter | null;

  constructor(db: Kysely<Database>, config: Config, log: (msg: string) => void) {
    this.#db = db;
    this.#config = config;
    this.#log = log;
    const smtp = config.smtp;
    this.#transport = smtp
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        })
      : null;
  }

  async send(message: MailMessage): Promise<void> {
    const row = await this.#db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, body: message.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.#transport) {
      this.#log(`mail ${row.id} kept in the outbox (no SMTP configured): ${message.subject}`);
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.#config.smtpFrom,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      await this.#db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await this.#db.updateTable('mail_outbox').set({ error }).where('id', '=', row.id).execute();
      this.#log(`mail ${row.id} could not be sent: ${error}`);
    }
  }
}
