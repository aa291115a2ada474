import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, testPassword, uniqueEmail, type TestApp } from '../../test/test-app';
import { createSmtpMailer } from './smtp-mailer';

type Received = { from: string; to: string[]; raw: string };

// A real SMTP server on a free port, as tests outside start it: STARTTLS offered with the
// package's own self-signed certificate.
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Sudsy <hello@sudsy.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Undoes quoted-printable, the transfer encoding nodemailer picks for long text lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('SMTP delivery', () => {
  it('sends the verification mail over SMTP with a text and an HTML part, the product name and the link', async () => {
    const email = uniqueEmail('smtp');
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      name: 'Sam',
      email,
      password: testPassword,
      role: 'owner',
    });
    expect(response.status).toBe(200);
    await t.mail.settled();

    const mail = received.find((message) => message.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('hello@sudsy.test');
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toMatch(/^Subject: Confirm your email for Sudsy/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain('Sudsy');
    expect(raw).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fdashboard\r?$/m,
    );

    // Nothing lands in the dev outbox when SMTP is configured.
    const outbox = await t.app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(await outbox.json()).toEqual([]);
  });

  it('delivers the password reset mail too', async () => {
    const email = uniqueEmail('smtp-reset');
    await jsonRequest(t.app, '/api/auth/sign-up/email', { name: 'Sam', email, password: testPassword, role: 'washer' });
    await jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    await t.mail.settled();
    const mails = received
      .filter((message) => message.to.includes(email))
      .map((message) => decodeQuotedPrintable(message.raw));
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Subject: Reset your Sudsy password/m);
    expect(mails[1]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=%2Freset-password\r?$/m,
    );
  });

  it('names a campaign mail’s one-click unsubscribe address in its headers (RFC 8058)', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Sudsy <hello@sudsy.test>');
    const to = uniqueEmail('smtp-campaign');
    const address = 'http://localhost:3000/api/unsubscribe/user1.newsletter.c2ln';
    await mailer.send({ to, subject: 'News', text: 'Hello', html: '<p>Hello</p>', listUnsubscribe: address });
    const raw = decodeQuotedPrintable(received.find((message) => message.to.includes(to))?.raw ?? '');
    // Long headers are folded onto a following indented line.
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(new RegExp(`^List-Unsubscribe: <${address}>\\r?$`, 'm'));
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});
