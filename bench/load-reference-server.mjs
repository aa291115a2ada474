// The reference of `npm run bench:load`: a bare Hono JSON endpoint on Node, with none of the
// product's middleware or database, in a process of its own. Prints its port once it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => console.log(info.port));
