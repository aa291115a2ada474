import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { reconnectDelayMs } from '@sudsy/domain/constants';
import type { Db } from '../db/client';

/**
 * PostgreSQL LISTEN/NOTIFY on one channel, the way every server instance hears what another one
 * did (docs/decisions/004 for messages, 014 for sessions). The embedded PGlite delivers its own
 * notifications the same way.
 */
export type Notifications = {
  /**
   * Starts listening once; later calls wait for the same start. `onGap` runs after the listening
   * connection was lost and came back, as notifications sent in between are gone; `onLost` runs
   * as it is lost, for listeners that must not trust what they hold while nothing is heard.
   */
  listen(handlers: ListenHandlers): Promise<void>;
  /** Sent when `db`'s transaction commits (at once outside one). */
  notify(db: Pick<Db, 'execute'>, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type ListenHandlers = { onPayload(payload: string): void; onGap(): void; onLost?(): void };

/** PostgreSQL refuses longer payloads; ours carry ids only. */
export const maxPayloadBytes = 7999;

export function createNotifications(db: Db, channel: string, logger: Logger): Notifications {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  const listening =
    client instanceof PGlite ? pgliteListener(client, channel) : postgresListener(poolOf(client), channel, logger);
  return {
    listen: listening.listen,
    close: listening.close,
    async notify(executor, payload) {
      if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error('notification payload too large');
      await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}

type Listener = Pick<Notifications, 'listen' | 'close'>;

function poolOf(client: unknown): pg.Pool {
  if (client instanceof pg.Pool) return client;
  throw new Error('realtime needs a PGlite or node-postgres database');
}

function pgliteListener(client: PGlite, channel: string): Listener {
  let started: Promise<() => Promise<void>> | null = null;
  return {
    async listen({ onPayload }) {
      started ??= client.listen(channel, onPayload);
      await started;
    },
    async close() {
      const unlisten = await started?.catch(() => null);
      started = null;
      // Once the database is closed there is nothing left to unlisten from.
      if (unlisten && !client.closed) await unlisten();
    },
  };
}

/**
 * One connection of its own (a pooled one would be handed to queries and lose its LISTEN). When it
 * drops it comes back after 1 s, 2 s, 5 s, then every 10 s, and reports the gap.
 */
function postgresListener(pool: pg.Pool, channel: string, logger: Logger): Listener {
  let handlers: ListenHandlers | null = null;
  let connection: pg.Client | null = null;
  let started: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers?.onPayload(note.payload);
    });
    // A dropped connection emits 'error' (server gone) and 'end'; either way it is replaced.
    client.on('error', () => {});
    client.once('end', () => {
      if (connection !== client || closed) return;
      connection = null;
      logger.warn('realtime listener connection lost; reconnecting');
      handlers?.onLost?.();
      scheduleReconnect();
    });
    await client.connect();
    try {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    connection = client;
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          attempt = 0;
          handlers?.onGap();
        },
        (error: unknown) => {
          if (closed) return;
          logger.warn({ err: error }, 'realtime listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  return {
    async listen(next) {
      handlers = next;
      started ??= connect().catch((error: unknown) => {
        started = null;
        throw error;
      });
      await started;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      await started?.catch(() => {});
      const client = connection;
      connection = null;
      await client?.end().catch(() => {});
    },
  };
}
