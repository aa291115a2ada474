/** A browser's push subscription, as PushSubscription.toJSON() gives it and the API takes it. */
export type BrowserSubscription = {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

/** Whether the site may show notifications: asked yet or not, allowed, or blocked by the person. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

/**
 * What the account page's device switch needs of the browser (Notification permission, the service
 * worker's PushManager), kept apart so the switch can be tested with a browser that says what the
 * test wants.
 */
export type BrowserPush = {
  supported(): boolean;
  permission(): NotificationPermissionState;
  requestPermission(): Promise<NotificationPermissionState>;
  /** This browser's subscription to our pushes, if it has one. */
  current(): Promise<BrowserSubscription | null>;
  /** Subscribes this browser with the server's VAPID public key (base64url). */
  subscribe(publicKey: string): Promise<BrowserSubscription>;
  unsubscribe(): Promise<void>;
};

const workerScript = '/service-worker.js';

function asBrowserSubscription(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new Error('The browser gave a push subscription without keys.');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The worker the app registered, registered now if it was not yet, once it is active. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) await navigator.serviceWorker.register(workerScript, { scope: '/' });
  return navigator.serviceWorker.ready;
}

export const browserPush: BrowserPush = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? asBrowserSubscription(subscription) : null;
  },
  async subscribe(publicKey) {
    const { pushManager } = await activeWorker();
    const options = { userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) };
    try {
      return asBrowserSubscription(await pushManager.subscribe(options));
    } catch (error) {
      // A subscription made with another key (the server's keys changed) must go before a new one.
      const stale = await pushManager.getSubscription();
      if (!stale) throw error;
      await stale.unsubscribe();
      return asBrowserSubscription(await pushManager.subscribe(options));
    }
  },
  async unsubscribe() {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
};
