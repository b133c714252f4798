// Mail the provider sends (password reset links). Every mail is written to the
// outbox first, so a mail is never lost and tests read it there; with an SMTP
// URL it is then delivered through nodemailer and the outcome recorded on the row.
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { outbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the mail is in the outbox; delivery never makes it reject. */
  send(mail: Mail): Promise<void>;
  /** Resolves when every delivery started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  clock: Clock;
  /** smtp://user:pass@host:port or smtps://...; without it mail stays in the outbox and the log. */
  smtpUrl?: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  from?: string;
}

export const DEFAULT_MAIL_FROM = 'Greenlight <no-reply@greenlight.example>';

export function createMailer({ db, clock, smtpUrl, log, from = DEFAULT_MAIL_FROM }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number, mail: Mail): Promise<void> {
    try {
      await transport!.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(outbox).set({ sentAt: clock.now() }).where(eq(outbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, to: mail.to, err: message }, 'mail delivery failed');
      await db
        .update(outbox)
        .set({ error: message })
        .where(eq(outbox.id, id))
        .catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: clock.now() })
        .returning({ id: outbox.id });
      if (!transport) {
        // Development without SMTP: the log is the mailbox (the text holds the link).
        log.info({ mailId: row!.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      // Delivered in the background: a slow or dead SMTP server must neither
      // delay nor fail the request, nor tell by its timing that a mail went out.
      const delivery = deliver(row!.id, mail).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async idle() {
      await Promise.all([...deliveries]);
    },
  };
}

/** The newest mail to an address, from the outbox: for tests and for reading mail in development. */
export async function latestMailTo(db: Db, recipient: string): Promise<Mail | undefined> {
  const [row] = await db
    .select({ to: outbox.recipient, subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ? { to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) } : undefined;
}

/** Text made safe inside a mail's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
