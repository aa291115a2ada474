import type { HttpBindings } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxReadable } from '../../platform/mail/dev-outbox';
import { createOutboxMailer } from '../../platform/mail/outbox-mailer';
import { verificationMail } from '../../platform/mail/templates';
import { captureLogs } from '../../test/log-capture';
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
      listUnsubscribe: null,
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
      PAYMENTS: 'off',
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

describe('dev mailbox on an instance others reach', () => {
  it('does not exist outside production either, and the start says mail is not delivered, once', async () => {
    const logs = captureLogs();
    const staging = await createTestApp(
      { PUBLIC_URL: 'https://staging.sudsy.example.com', LOG_LEVEL: 'info' },
      { logger: logs.logger },
    );
    try {
      await createOutboxMailer(staging.database.db).send({
        to: 'ann@example.com',
        subject: 'Reset',
        text: 'secret',
        html: '<p>secret</p>',
      });
      for (const path of ['/api/dev/mailbox', '/api/dev/mailbox?to=ann@example.com', '/dev/mailbox']) {
        expect((await staging.app.request(path)).status, path).toBe(404);
      }
      const warnings = logs.lines().filter((line) => String(line.msg).includes('never delivered'));
      expect(warnings).toHaveLength(1);
    } finally {
      await staging.close();
    }
  });

  it('is readable on every loopback name, and on none other', () => {
    for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(devOutboxReadable({ env: 'development', publicUrl }), publicUrl).toBe(true);
    for (const publicUrl of ['https://sudsy.example.com', 'http://192.168.1.20:3000', 'http://localhost.example.com'])
      expect(devOutboxReadable({ env: 'development', publicUrl }), publicUrl).toBe(false);
    expect(devOutboxReadable({ env: 'production', publicUrl: 'http://localhost:3000' })).toBe(false);
  });
});

describe('dev mailbox from another machine', () => {
  // What @hono/node-server hands the app for a connection from `remoteAddress`.
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as unknown as HttpBindings;
  const paths = ['/api/dev/mailbox?to=ann@example.com', '/dev/mailbox?to=ann@example.com'];

  it('answers 404 to a peer that is not this machine, though PUBLIC_URL is loopback', async () => {
    for (const address of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1', '128.0.0.1'])
      for (const path of paths) {
        const response = await t.app.request(path, {}, from(address));
        expect(response.status, `${address} ${path}`).toBe(404);
        expect(await response.text()).not.toContain('Confirm your email');
      }
  });

  it('answers 404 to a request a proxy on this machine relayed', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      for (const path of paths) {
        const response = await t.app.request(path, { headers: { [header]: '203.0.113.7' } }, from('127.0.0.1'));
        expect(response.status, `${header} ${path}`).toBe(404);
      }
  });

  it('answers this machine on every loopback address', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      for (const path of paths) expect((await t.app.request(path, {}, from(address))).status, address).toBe(200);
  });
});
