import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/router';
import { listOutbox } from '../../platform/mail/outbox-mailer';
import { mailboxPage } from './mailbox-page';

// Mounted only outside production (app.ts): the outbox holds other people's links.

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
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevMail');

const route = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  summary: 'Mail kept in the dev outbox, newest first (not in production)',
  request: {
    query: z.object({
      // An empty `to=` lists everything, as no `to` does.
      to: z
        .string()
        .trim()
        .optional()
        .transform((to) => to || undefined),
    }),
  },
  responses: {
    200: { description: 'The mails, newest first', content: { 'application/json': { schema: z.array(mail) } } },
  },
});

export function devMailboxRoutes(db: Db) {
  return createRouter().openapi(route, async (c) => {
    const mails = await listOutbox(db, c.req.valid('query').to);
    return c.json(
      mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      200,
    );
  });
}

/** GET /dev/mailbox: the same mails as a page, links clickable. */
export function devMailboxPage(db: Db): Handler<AppEnv> {
  return async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    c.header('Cache-Control', 'no-store');
    return c.html(mailboxPage(await listOutbox(db, to), to));
  };
}
