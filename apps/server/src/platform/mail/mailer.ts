import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** A file sent with a mail (a booking's .ics), its content as text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One message with both parts: a text body for plain clients, HTML for the rest. */
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox, read at /dev/mailbox. */
export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  // The outbox is not readable in production, so mail there would reach nobody.
  if (config.env === 'production')
    logger.warn('SMTP_URL is not set: mail is kept in the dev outbox and never delivered');
  return createOutboxMailer(db);
}
