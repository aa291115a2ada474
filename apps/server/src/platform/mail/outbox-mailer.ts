import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devOutbox } from '../schema';
import type { Mail, Mailer } from './mailer';

export type OutboxMail = Required<Omit<Mail, 'idempotencyKey' | 'listUnsubscribe'>> & {
  listUnsubscribe: string | null;
  createdAt: Date;
};

const listLimit = 100;

export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db
        .insert(devOutbox)
        .values({ ...mail, to: mail.to.trim().toLowerCase(), attachments: mail.attachments ?? [] })
        .onConflictDoNothing({ target: devOutbox.idempotencyKey });
    },
  };
}

/** The newest mails first, all of them or those to one address. */
export function listOutbox(db: Db, to?: string): Promise<OutboxMail[]> {
  const columns = {
    to: devOutbox.to,
    subject: devOutbox.subject,
    text: devOutbox.text,
    html: devOutbox.html,
    attachments: devOutbox.attachments,
    listUnsubscribe: devOutbox.listUnsubscribe,
    createdAt: devOutbox.createdAt,
  };
  const query = db.select(columns).from(devOutbox);
  const filtered = to === undefined ? query : query.where(eq(devOutbox.to, to.trim().toLowerCase()));
  return filtered.orderBy(desc(devOutbox.createdAt)).limit(listLimit);
}
