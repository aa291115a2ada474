import type { Logger } from 'pino';
import { z } from 'zod';
import type { StreamEvent } from '@sudsy/domain/messages';
import type { Notification } from '@sudsy/domain/notifications';
import type { Db } from '../../db/client';
import { createNotifications, type Notifications } from '../../platform/pg-notifications';
import { findMessage } from './message-rows';

/** One open event stream of a signed-in user: their messages and their notification centre. */
export type Subscriber = {
  send(event: StreamEvent): void;
  /** The hub is closing: end the stream so the server can stop. */
  close(): void;
};

/** What one server instance tells every instance (itself included) through NOTIFY: ids only, never text. */
const noteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), id: z.string(), senderId: z.string(), receiverId: z.string() }),
  z.object({ kind: z.literal('read'), readerId: z.string(), contactId: z.string() }),
  z.object({ kind: z.literal('notification'), id: z.string(), userId: z.string() }),
  z.object({ kind: z.literal('notifications-read'), userId: z.string(), id: z.string().nullable() }),
  z.object({ kind: z.literal('appointment-changed'), appointmentId: z.string(), userIds: z.array(z.string()) }),
]);
type Note = z.infer<typeof noteSchema>;

export type MessagesHub = {
  heartbeatMs: number;
  /** Resolves once this instance listens, so nothing sent after it is missed. */
  subscribe(userId: string, subscriber: Subscriber): Promise<() => void>;
  /** Tells both people's open streams, on every instance, once `db`'s transaction commits. */
  publish(db: Pick<Db, 'execute'>, note: Note): Promise<void>;
  /** Open streams and the users they belong to on this instance. */
  stats(): { users: number; subscribers: number };
  /** Ends every open stream and stops listening. */
  close(): Promise<void>;
};

export const messagesChannel = 'sudsy_messages';
/** Often enough for proxies that drop a connection idle for 30 s or more. */
export const defaultHeartbeatMs = 15_000;

export function createMessagesHub({
  db,
  logger,
  notificationOf,
  heartbeatMs = defaultHeartbeatMs,
  notifications = createNotifications(db, messagesChannel, logger),
}: {
  db: Db;
  logger: Logger;
  /**
   * An item of the notification centre by id, as its stream shows it. Given by the app: the
   * notifications feature tells the streams through this hub, so the hub cannot import it back.
   */
  notificationOf: (db: Db, id: string) => Promise<Notification | null>;
  heartbeatMs?: number;
  notifications?: Notifications;
}): MessagesHub {
  const byUser = new Map<string, Set<Subscriber>>();
  // Notes are handled one after another, so each stream sees messages in the order they were sent.
  let delivering = Promise.resolve();

  const subscribersOf = (...userIds: string[]) =>
    [...new Set(userIds)].flatMap((userId) => [...(byUser.get(userId) ?? [])]);

  async function deliver(note: Note): Promise<void> {
    if (note.kind === 'read') {
      const event: StreamEvent = { type: 'read', data: { readerId: note.readerId, contactId: note.contactId } };
      for (const subscriber of subscribersOf(note.readerId, note.contactId)) subscriber.send(event);
      return;
    }
    if (note.kind === 'notifications-read') {
      for (const subscriber of subscribersOf(note.userId))
        subscriber.send({ type: 'notifications-read', data: { id: note.id } });
      return;
    }
    if (note.kind === 'appointment-changed') {
      for (const subscriber of subscribersOf(...note.userIds))
        subscriber.send({ type: 'appointment-changed', data: { appointmentId: note.appointmentId } });
      return;
    }
    if (note.kind === 'notification') {
      if (subscribersOf(note.userId).length === 0) return;
      const notification = await notificationOf(db, note.id);
      if (!notification) return;
      for (const subscriber of subscribersOf(note.userId))
        subscriber.send({ type: 'notification', data: { notification } });
      return;
    }
    const targets = subscribersOf(note.senderId, note.receiverId);
    if (targets.length === 0) return;
    const message = await findMessage(db, note.id);
    if (!message) return;
    // Read again: a stream may have closed while the message was loading.
    for (const subscriber of subscribersOf(note.senderId, note.receiverId))
      subscriber.send({ type: 'message', data: { message } });
  }

  function onPayload(payload: string): void {
    let note: Note;
    try {
      note = noteSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a realtime note that does not parse');
      return;
    }
    delivering = delivering
      .then(() => deliver(note))
      .catch((error: unknown) => logger.error({ err: error }, 'realtime delivery failed'));
  }

  function onGap(): void {
    for (const subscriber of subscribersOf(...byUser.keys())) subscriber.send({ type: 'resync', data: {} });
  }

  return {
    heartbeatMs,
    async subscribe(userId, subscriber) {
      let subscribers = byUser.get(userId);
      if (!subscribers) byUser.set(userId, (subscribers = new Set()));
      subscribers.add(subscriber);
      const unsubscribe = () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && byUser.get(userId) === subscribers) byUser.delete(userId);
      };
      try {
        await notifications.listen({ onPayload, onGap });
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async publish(executor, note) {
      await notifications.notify(executor, JSON.stringify(note));
    },
    stats() {
      let subscribers = 0;
      for (const set of byUser.values()) subscribers += set.size;
      return { users: byUser.size, subscribers };
    },
    async close() {
      for (const subscriber of subscribersOf(...byUser.keys())) subscriber.close();
      byUser.clear();
      await notifications.close();
      await delivering;
    },
  };
}
