// Outgoing mail. Every message is written to the outbox table first (Admin can read it there);
// with SMTP configured it is then sent in the background. Bodies are never logged: they carry
// reset links.
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

  readonly #deliveries = new Set<Promise<void>>();

  /**
   * Keeps the message in the outbox and returns; SMTP delivery goes on in the background, so a
   * caller's answer does not wait for (or time) the mail server. Failures are noted on the row.
   */
  async send(message: MailMessage): Promise<void> {
    const row = await this.#db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, body: message.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transport = this.#transport;
    if (!transport) {
      this.#log(`mail ${row.id} kept in the outbox (no SMTP configured): ${message.subject}`);
      return;
    }
    const delivery = this.#deliver(transport, row.id, message).finally(() => this.#deliveries.delete(delivery));
    this.#deliveries.add(delivery);
  }

  /** Waits for deliveries under way (at shutdown, and in tests). */
  async flush(): Promise<void> {
    while (this.#deliveries.size > 0) await Promise.all([...this.#deliveries]);
  }

  async #deliver(transport: Transporter, id: number, message: MailMessage): Promise<void> {
    try {
      await transport.sendMail({
        from: this.#config.smtpFrom,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      await this.#db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.#log(`mail ${id} could not be sent: ${error}`);
      await this.#db
        .updateTable('mail_outbox')
        .set({ error })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    }
  }
}
