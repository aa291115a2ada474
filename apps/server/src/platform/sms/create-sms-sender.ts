import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devOutboxReadable } from '../mail/dev-outbox';
import { devOutboxSmsSender } from './dev-outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

/**
 * Twilio when TWILIO_* are set; otherwise, where the dev outbox is readable (a local instance), the
 * dev outbox. Elsewhere (production without Twilio) no text can go: sending one fails, so a code is
 * answered "could not send" and a notice's text is tried again, and a warning says why at start.
 */
export function createSmsSender(config: Config, db: Db, logger: Logger): SmsSender {
  if (config.sms.twilio) return createTwilioSmsSender(config.sms.twilio, logger);
  if (devOutboxReadable(config)) return devOutboxSmsSender(db);
  logger.warn('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set: no text can be sent');
  return {
    provider: 'off',
    send: () => Promise.reject(new Error('SMS is not configured (TWILIO_* unset)')),
  };
}
