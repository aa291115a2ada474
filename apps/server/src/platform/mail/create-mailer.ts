import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { devOutboxReadable } from './dev-outbox';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the dev outbox, read at /dev/mailbox. */
export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  // Where nobody may read the outbox, mail kept there reaches nobody: say so once, at start.
  if (!devOutboxReadable(config))
    logger.warn('SMTP_URL is not set: mail is kept in the dev outbox and never delivered');
  return createOutboxMailer(db);
}
