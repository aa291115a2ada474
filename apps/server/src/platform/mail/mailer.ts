/**
 * A file sent with a mail: a booking's .ics as text, or a binary file such as a receipt's PDF as
 * base64 with `encoding` saying so (nodemailer decodes it; the dev outbox keeps it as it is).
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

/**
 * One message with both parts: a text body for plain clients, HTML for the rest. A mail sent again
 * with the same `idempotencyKey` (a retried delivery) is one message: the outbox keeps one copy,
 * and over SMTP both carry the same Message-ID, by which mail systems drop the second.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  idempotencyKey?: string;
  /** A campaign's one-click unsubscribe address (RFC 8058): mail clients offer it beside the sender. */
  listUnsubscribe?: string;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
