import type { Logger } from 'pino';
import { publishMail } from '../metrics/operational-events';
import type { Mail, Mailer } from './mailer';

export type BackgroundMailer = {
  /**
   * Starts sending and returns at once. Auth answers must not wait for mail: how long they take
   * would tell whether an address has an account.
   */
  sendLater(mail: Mail): void;
  /** Resolves once every mail started so far is sent or has failed; for shutdown and tests. */
  settled(): Promise<void>;
};

export function createBackgroundMailer(mailer: Mailer, logger: Logger): BackgroundMailer {
  const pending = new Set<Promise<void>>();
  return {
    sendLater(mail) {
      const sending = mailer
        .send(mail)
        .then(() => publishMail('sent'))
        .catch((error: unknown) => {
          publishMail('failed');
          // The address stays out of the log; the subject says which mail it was.
          logger.error({ err: error, subject: mail.subject }, 'mail delivery failed');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
