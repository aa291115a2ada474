/** A file sent with a mail (a booking's .ics), its content as text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One message with both parts: a text body for plain clients, HTML for the rest. */
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
