import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { newId } from '../db/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, logged when the mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log. */
  readonly describe: string;
}

export interface MailConfig {
  /** smtp://user:pass@host:port (smtps:// for TLS); none: mail goes to the outbox table. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
}

export function mailConfigFromEnv(env: NodeJS.ProcessEnv): MailConfig {
  return { smtpUrl: env.PARLEY_SMTP_URL || undefined, from: env.PARLEY_MAIL_FROM || undefined };
}

/** SMTP through nodemailer when configured; otherwise the outbox table plus a log line with the link. */
export function createMailer(config: MailConfig, db: Queryable, log: FastifyBaseLogger): Mailer {
  const from = config.from ?? 'Parley <no-reply@parley.local>';
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const target = new URL(config.smtpUrl);
    return {
      describe: `SMTP ${target.hostname}:${target.port}`,
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  return {
    describe: 'outbox (table mail_outbox; set PARLEY_SMTP_URL to send mail)',
    async send(message) {
      await db.query('INSERT INTO mail_outbox (id, to_address, subject, body) VALUES ($1, $2, $3, $4)', [
        newId(),
        message.to,
        message.subject,
        message.text,
      ]);
      log.info({ mailTo: message.to, subject: message.subject, link: message.link }, 'mail written to the outbox');
    },
  };
}
