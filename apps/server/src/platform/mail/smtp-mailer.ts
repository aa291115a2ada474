import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // smtp:// upgrades with STARTTLS only when offered and promises no verified channel, so a
    // self-signed or expired certificate (local and test servers) must not stop delivery.
    // smtps:// asks for TLS from the start and keeps certificate checks.
    ...(smtpUrl.startsWith('smtp:') ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    async send({ idempotencyKey, listUnsubscribe, ...mail }) {
      const messageId = idempotencyKey && `<${idempotencyKey}@${hostOf(from)}>`;
      await transport.sendMail({
        from,
        ...mail,
        ...(messageId ? { messageId } : {}),
        // One click in the mail client unsubscribes: it POSTs to the address, nothing to open.
        ...(listUnsubscribe
          ? {
              list: { unsubscribe: listUnsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
  };
}

/** The domain of the sender's address, which a Message-ID is made unique under. */
function hostOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'sudsy.invalid';
}
