import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devOutboxReadable } from '../mail/dev-outbox';
import type { PushSender } from './push-sender';
import { recordingPushes } from './recorded-push-sender';
import { vapidKeysOf } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

/**
 * Pushes go to each browser's own push service with our VAPID keys; where the dev outbox is
 * readable (a local instance) each is also kept there for /dev/mailbox.
 */
export function createPushSender(config: Config, db: Db, logger: Logger): PushSender {
  if (!config.push.vapidKeys && config.env === 'production')
    logger.warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push uses a key pair kept in DATA_DIR, which other instances do not share (docs/decisions/022-web-push.md)',
    );
  const sender = createWebPushSender({ keys: vapidKeysOf(config), subject: config.push.subject, logger });
  return devOutboxReadable(config) ? recordingPushes(db, sender) : sender;
}
