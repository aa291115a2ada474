import type { AddressInfo } from 'node:net';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';
import type { PushTarget } from './push-sender';

export type LocalSubscription = PushTarget & { clientHash: string };

export type LocalPushService = {
  /** A browser's subscription to this service with `applicationServerKey`, as PushManager.subscribe gives it. */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The pushes it took for a subscription, decrypted, oldest first. */
  messages(subscription: LocalSubscription): Promise<string[]>;
  /** As if the browser unsubscribed: pushes to it are answered 410 Gone from now on. */
  expire(subscription: LocalSubscription): Promise<void>;
  close(): Promise<void>;
};

/**
 * A push service on a free port of 127.0.0.1 (web-push-testing, in this process): it hands out
 * subscriptions for a VAPID key, checks each push's VAPID signature against that key, decrypts its
 * payload (RFC 8291) and keeps it, and answers 410 once a subscription has expired. It is driven
 * through its own HTTP API, as a browser and the server would reach a real one.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const server = await new Promise<ReturnType<typeof service._app.listen>>((resolve) => {
    const listening = service._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`local push service: ${path} answered ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text === '' || text === 'OK' ? undefined : JSON.parse(text)) as T;
  }

  return {
    async subscribe(applicationServerKey) {
      const { data } = await call<{ data: LocalSubscription }>('/subscribe', { applicationServerKey });
      return data;
    },
    async messages(subscription) {
      const { data } = await call<{ data: { messages: string[] } }>('/get-notifications', {
        clientHash: subscription.clientHash,
      });
      return data.messages;
    },
    async expire(subscription) {
      await call(`/expire-subscription/${subscription.clientHash}`, {});
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
