// Sudsy's service worker (docs/decisions/022-web-push.md): shows the pushes the server sends,
// opens a push's page when it is clicked, and answers a page asked for while the network is down
// with the offline page. It caches nothing else: never an /api answer, never a signed-in page.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';

// The worker's own types, written here: the WebWorker library cannot share a program with the DOM's.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationClickEvent = ExtendableEvent & { notification: Notification };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WindowClient = {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
};
type PrecacheEntry = { url: string; revision: string | null };
type ServiceWorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  /** The files the build lists for the worker to keep (vite.config.ts: the offline page and its icon). */
  __WB_MANIFEST: PrecacheEntry[];
};
declare const self: ServiceWorkerScope;

const offlinePage = '/offline.html';

// Served from the cache when asked for: the offline page shows its icon without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over at once: it only adds the offline page and the pushes, nothing a page
// already open depends on.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** What the server pushes (packages/domain/src/push.ts, PushMessage). */
type PushMessage = { title: string; body: string; path: string };

function pushMessageOf(text: string | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, path } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string' || typeof path !== 'string') return null;
    return { title, body, path };
  } catch {
    return null;
  }
}

/** The page a push is about, on our own origin whatever it says. */
function pageOf(path: unknown): string {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data?.text());
  // Browsers require every push to show a notification; one that cannot be read still says something.
  const { title, body, path } = message ?? { title: 'Sudsy', body: 'Something changed on Sudsy.', path: '/' };
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'en',
      data: { path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf((event.notification.data as { path?: unknown } | null)?.path);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url !== url) await focused.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// Only pages are answered here, and only when the network fails; every other request (the API,
// files) goes to the network as if there were no worker.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async (error: unknown) => {
      const offline = await matchPrecache(offlinePage);
      if (offline) return offline;
      throw error;
    }),
  );
});
