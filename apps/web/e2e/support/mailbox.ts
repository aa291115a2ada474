import { e2ePorts } from './ports';

/** A mail as the SMTP sink (smtp-sink.mjs) received it. */
export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; receivedAt: string };

const mailboxUrl = `http://127.0.0.1:${e2ePorts.mailbox}`;
const mailTimeoutMs = 15_000;

/** Every mail to `to` the sink holds, newest first. */
export async function readMails(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The SMTP sink answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

type MailQuery = {
  /** Only mails whose subject matches. */
  subject?: RegExp;
  /** Wait until at least this many (matching) mails have arrived. */
  count?: number;
};

/**
 * The newest mail to `to`, waiting for it: the product sends mail after answering the request
 * that caused it. The sink holds the request until the mail is there, so no time is lost polling.
 */
export async function readLatestMail(to: string, { subject, count = 1 }: MailQuery = {}): Promise<ReceivedMail> {
  const query = new URLSearchParams({ to, count: String(count), waitMs: String(mailTimeoutMs) });
  if (subject) {
    query.set('subject', subject.source);
    query.set('flags', subject.flags);
  }
  const response = await fetch(`${mailboxUrl}/messages?${query}`);
  if (!response.ok) throw new Error(`The SMTP sink answered ${response.status}`);
  const mails = (await response.json()) as ReceivedMail[];
  if (mails.length >= count && mails[0]) return mails[0];
  throw new Error(`Expected ${count} mail(s) to ${to}${subject ? ` matching ${subject}` : ''}, got ${mails.length}`);
}

/** The link a mail is about: the first address in its text part. */
export function linkFrom(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}
