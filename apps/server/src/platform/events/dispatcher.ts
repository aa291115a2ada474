import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { MarketplaceEvent } from '@sudsy/domain/events';
import type { Db } from '../../db/client';
import { createNotifications } from '../pg-notifications';
import { eventOutbox } from '../schema';
import { eventsChannel } from './record-event';

/** One event as a handler receives it; `attempts` counts this one. */
export type OutboxEvent = { id: string; event: MarketplaceEvent; attempts: number };

/** Delivers one event to its channels; a throw means "try again later". */
export type EventHandler = (event: OutboxEvent) => Promise<void>;

/**
 * Hands each event to every one of `handlers`, one after another, each whatever the others did; a
 * throw from any retries the event (each handler makes its steps idempotent).
 */
export function everyHandler(...handlers: EventHandler[]): EventHandler {
  return async (event) => {
    const failures: unknown[] = [];
    for (const handle of handlers) await handle(event).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
}

export type EventDispatcher = {
  /** Listens for commits on every instance and delivers what is due, what a crash left first. */
  start(): Promise<void>;
  /** Delivers every event due now; resolves once none is left (tests, shutdown). */
  drain(): Promise<void>;
  /** Stops taking events and waits for the ones in hand. */
  stop(): Promise<void>;
};

export type DispatcherOptions = {
  db: Db;
  handle: EventHandler;
  logger: Logger;
  /** How long after its `attempt`-th failure an event is tried again. */
  retryDelayMs?: (attempt: number) => number;
  /** After this many failed attempts an event is abandoned (kept, logged, never tried again). */
  maxAttempts?: number;
  /** How often the outbox is read without a wake-up: retries fall due, and a lost notice is made up. */
  pollMs?: number;
};

/** 10 s, 20 s, 40 s … doubling up to an hour: a mail server down for a while is waited out. */
export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
}

/** A dispatcher holds the events it took this long; if it dies, another takes them after. */
const leaseSeconds = 120;
const batchSize = 20;

/**
 * The outbox's dispatcher (docs/decisions/018): takes due events with SKIP LOCKED, so instances
 * sharing a database split them and never hold the same one, and hands each to `handle`. Delivery
 * is at least once; the handler makes each step idempotent (deliveries.ts).
 */
export function createEventDispatcher({
  db,
  handle,
  logger,
  retryDelayMs = defaultRetryDelayMs,
  maxAttempts = 10,
  pollMs = 15_000,
}: DispatcherOptions): EventDispatcher {
  const wakeUps = createNotifications(db, eventsChannel, logger);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let poll: NodeJS.Timeout | null = null;

  async function claim(): Promise<OutboxEvent[]> {
    const due = db
      .select({ id: eventOutbox.id })
      .from(eventOutbox)
      .where(
        and(isNull(eventOutbox.deliveredAt), isNull(eventOutbox.abandonedAt), lte(eventOutbox.availableAt, sql`now()`)),
      )
      .orderBy(asc(eventOutbox.availableAt), asc(eventOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(eventOutbox)
      .set({
        attempts: sql`${eventOutbox.attempts} + 1`,
        availableAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(eventOutbox.id, due))
      .returning({ id: eventOutbox.id, event: eventOutbox.payload, attempts: eventOutbox.attempts });
    return rows;
  }

  async function deliver(event: OutboxEvent): Promise<void> {
    try {
      await handle(event);
      await db
        .update(eventOutbox)
        .set({ deliveredAt: sql`now()` })
        .where(eq(eventOutbox.id, event.id));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const abandoned = event.attempts >= maxAttempts;
      logger.error(
        { err: error, event: event.id, type: event.event.type, attempts: event.attempts },
        abandoned ? 'event abandoned after its last attempt' : 'event delivery failed; it will be retried',
      );
      await db
        .update(eventOutbox)
        .set(
          abandoned
            ? { abandonedAt: sql`now()`, lastError }
            : { availableAt: sql`now() + make_interval(secs => ${retryDelayMs(event.attempts) / 1000})`, lastError },
        )
        .where(eq(eventOutbox.id, event.id));
    }
  }

  /** Takes batches until none is due; a wake-up during the run makes it look once more. */
  async function run(): Promise<void> {
    do {
      again = false;
      try {
        for (;;) {
          const batch = await claim();
          for (const event of batch) await deliver(event);
          if (batch.length < batchSize) break;
        }
      } catch (error) {
        // The database is unreachable or closing: the next wake-up or poll tries again.
        if (!stopped) logger.error({ err: error }, 'event outbox could not be read');
        return;
      }
    } while (again && !stopped);
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => (running = null));
    return running;
  }

  return {
    async start() {
      await wakeUps.listen({ onPayload: () => void wake(), onGap: () => void wake() });
      poll = setInterval(() => void wake(), pollMs);
      poll.unref();
      await wake();
    },
    drain: async () => {
      // A run in progress may have claimed its batch before the caller's event committed.
      await running;
      await wake();
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      await wakeUps.close();
      await running;
    },
  };
}
