import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/router';
import { listOutbox } from '../../platform/mail/outbox-mailer';
import { listRecordedPushes } from '../../platform/push/recorded-push-sender';
import { listRecordedTexts } from '../../platform/sms/dev-outbox-sms-sender';
import { mailboxPage } from './mailbox-page';

// Mounted only outside production (app.ts): the outbox holds other people's links.

// An empty `to=` lists everything, as no `to` does.
const toQuery = z.object({
  to: z
    .string()
    .trim()
    .optional()
    .transform((to) => to || undefined),
});

const mail = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        content: z.string(),
        encoding: z.literal('base64').optional(),
      }),
    ),
    /** A campaign mail's one-click unsubscribe address (its List-Unsubscribe header). */
    listUnsubscribe: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevMail');

const route = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  summary: 'Mail kept in the dev outbox, newest first (not in production)',
  request: { query: toQuery },
  responses: {
    200: { description: 'The mails, newest first', content: { 'application/json': { schema: z.array(mail) } } },
  },
});

const push = z
  .object({
    to: z.string(),
    device: z.string(),
    title: z.string(),
    body: z.string(),
    path: z.string(),
    outcome: z.enum(['sent', 'gone', 'refused', 'failed']),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevPush');

const pushesRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox/pushes',
  summary:
    'Push notifications sent from this instance, newest first, with what the push service said (not in production)',
  request: { query: toQuery },
  responses: {
    200: { description: 'The pushes, newest first', content: { 'application/json': { schema: z.array(push) } } },
  },
});

const text = z
  .object({
    to: z.string(),
    email: z.string(),
    body: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevText');

const textsRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox/texts',
  summary: 'Texts (SMS) sent from this instance without TWILIO_*, newest first, by account email (not in production)',
  request: { query: toQuery },
  responses: {
    200: { description: 'The texts, newest first', content: { 'application/json': { schema: z.array(text) } } },
  },
});

export function devMailboxRoutes(db: Db) {
  return createRouter()
    .openapi(route, async (c) => {
      const mails = await listOutbox(db, c.req.valid('query').to);
      return c.json(
        mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(pushesRoute, async (c) => {
      const pushes = await listRecordedPushes(db, c.req.valid('query').to);
      return c.json(
        pushes.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(textsRoute, async (c) => {
      const texts = await listRecordedTexts(db, c.req.valid('query').to);
      return c.json(
        texts.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
        200,
      );
    });
}

/** GET /dev/mailbox: the same mails as a page, links clickable, and the pushes beside them. */
export function devMailboxPage(db: Db): Handler<AppEnv> {
  return async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    c.header('Cache-Control', 'no-store');
    const [mails, pushes, texts] = await Promise.all([
      listOutbox(db, to),
      listRecordedPushes(db, to),
      listRecordedTexts(db, to),
    ]);
    return c.html(mailboxPage(mails, to, pushes, texts));
  };
}

/**
 * POST /dev/mailbox/texts/reply (the page's Reply STOP): the number replies as if from a phone. The
 * reply goes to the real inbound route, signed as the provider signs it, by `reply`; then back to
 * the page.
 */
export function devTextReply(reply: (from: string, body: string) => Promise<void>): Handler<AppEnv> {
  return async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
    const from = field('from');
    if (!/^\+[1-9]\d{1,14}$/.test(from)) return c.text('from must be an E.164 number', 400);
    await reply(from, field('body').slice(0, 160));
    const to = field('to');
    return c.redirect(`/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}#texts`, 303);
  };
}
