import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the dev outbox, read at /dev/mailbox. */
export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  // The outbox is not readable in production, so mail there would reach nobody.
  if (config.env === 'production')
    logger.warn('SMTP_URL is not set: mail is kept in the dev outbox and never delivered');
  return createOutboxMailer(db);
}
