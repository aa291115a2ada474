import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../platform/mail/outbox-mailer';
import { verificationMail } from '../../platform/mail/templates';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const outbox = createOutboxMailer(t.database.db);
  await outbox.send({ to: 'Ann@Example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
  await outbox.send({ to: 'bob@example.com', subject: 'For Bob', text: 'bob', html: '<p>bob</p>' });
  await outbox.send({
    to: 'ann@example.com',
    ...verificationMail({
      name: '<script>alert(1)</script>',
      url: 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2Fdashboard',
      publicUrl: 'http://localhost:3000',
    }),
  });
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('lists the mails to one address as JSON, newest first, whatever the case of the address', async () => {
    const response = await t.app.request('/api/dev/mailbox?to=ANN@example.com');
    expect(response.status).toBe(200);
    const mails = (await response.json()) as {
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email for Sudsy', 'First']);
    expect(mails[1]).toEqual({
      to: 'ann@example.com',
      subject: 'First',
      text: 'one',
      html: '<p>one</p>',
      attachments: [],
      createdAt: expect.any(String),
    });
    expect(Date.parse(mails[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mails[1]?.createdAt ?? ''));
  });

  it('lists every mail without an address, and none for an address without mail', async () => {
    expect(((await (await t.app.request('/api/dev/mailbox')).json()) as unknown[]).length).toBe(3);
    expect(((await (await t.app.request('/api/dev/mailbox?to=')).json()) as unknown[]).length).toBe(3);
    expect(await (await t.app.request('/api/dev/mailbox?to=nobody@example.com')).json()).toEqual([]);
  });

  it('shows the mails as a page with clickable links and everything escaped', async () => {
    const response = await t.app.request('/dev/mailbox?to=ann@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Confirm your email for Sudsy');
    expect(html).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=t&amp;callbackURL=%2Fdashboard">http://localhost:3000/api/auth/verify-email?token=t&amp;callbackURL=%2Fdashboard</a>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('For Bob');
  });
});

describe('dev mailbox in production', () => {
  it('does not exist: both paths answer 404, even with a web build to fall back to', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sudsy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sudsy</title>');
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sudsy.example.com',
      AUTH_SECRET: 'p'.repeat(40),
      WEB_DIST_DIR: dist,
    });
    try {
      for (const path of [
        '/api/dev/mailbox',
        '/api/dev/mailbox?to=ann@example.com',
        '/dev/mailbox',
        '/dev/mailbox?to=a@b.c',
      ]) {
        expect((await prod.app.request(path)).status, path).toBe(404);
      }
      expect((await prod.app.request('/customer/dashboard')).status).toBe(200);
    } finally {
      await prod.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
