import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pushDeviceTexts, type PushDevice } from '@sudsy/domain/push';
import { AppProviders } from '@/app/providers';
import type { BrowserPush, BrowserSubscription, NotificationPermissionState } from '@/lib/browser-push';
import { createTestQueryClient } from '@/test/render-app';
import { PushDeviceCard } from './push-device-card';

const publicKey = `B${'A'.repeat(86)}`;
const thisBrowser: BrowserSubscription = {
  endpoint: 'https://push.example.com/this-browser',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};
const phone: PushDevice = {
  id: '7d0c5a1e-2f7a-4e7e-9a55-2d8c0c1c2a01',
  endpoint: 'https://push.example.com/phone',
  label: 'Chrome 131 on Android',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
};
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The push API at the network edge, keeping the user's devices; returns what was sent. */
function fakeApi(devices: PushDevice[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      if (path === '/api/push/config') return json({ publicKey });
      if (path === '/api/push-subscriptions' && method === 'GET') return json({ devices });
      if (path === '/api/push-subscriptions' && method === 'POST') {
        const device: PushDevice = {
          id: '0b7e8c52-8f1d-4a3c-bb1e-5f3c1d2e4a10',
          endpoint: (body as BrowserSubscription).endpoint,
          label: 'Firefox 133 on Windows',
          createdAt: '2026-12-07T08:00:00.000Z',
          lastUsedAt: null,
        };
        devices = [...devices, device];
        return json({ device }, 201);
      }
      const removed = /^\/api\/push-subscriptions\/(.+)$/.exec(path)?.[1];
      if (removed && method === 'DELETE') {
        devices = devices.filter((device) => device.id !== removed);
        return new Response(null, { status: 204 });
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return sent;
}

/** A browser that answers as the test says; `answer` is what the permission prompt gets. */
function fakeBrowser({
  supported = true,
  permission = 'default' as NotificationPermissionState,
  answer = 'granted' as NotificationPermissionState,
  subscribed = false,
} = {}) {
  let current: BrowserSubscription | null = subscribed ? thisBrowser : null;
  let state = permission;
  const browser: BrowserPush = {
    supported: () => supported,
    permission: () => state,
    requestPermission: vi.fn(async () => (state = state === 'default' ? answer : state)),
    current: async () => current,
    subscribe: vi.fn(async (key: string) => {
      expect(key).toBe(publicKey);
      current = thisBrowser;
      return thisBrowser;
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
    }),
  };
  return browser;
}

function renderCard(browser: BrowserPush) {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <PushDeviceCard browser={browser} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const deviceSwitch = () => screen.findByRole('switch', { name: pushDeviceTexts.title });

describe('Push notifications on this device', () => {
  it('asks the browser, subscribes this device with the server’s key and says it is on', async () => {
    const sent = fakeApi([phone]);
    const browser = fakeBrowser();
    const user = renderCard(browser);
    const toggle = await deviceSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(pushDeviceTexts.off);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription(pushDeviceTexts.on);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual(thisBrowser);
    expect(await screen.findByText(pushDeviceTexts.turnedOn)).toBeInTheDocument();
    // The phone is one of the other devices; this one is the switch.
    const others = screen.getByRole('region', { name: pushDeviceTexts.title });
    expect(within(others).getByRole('button', { name: pushDeviceTexts.remove(phone.label) })).toBeInTheDocument();
    expect(within(others).queryByText('Firefox 133 on Windows')).not.toBeInTheDocument();
  });

  it('turns this device off: the server forgets it and the browser unsubscribes', async () => {
    const sent = fakeApi([
      phone,
      { ...phone, id: '9a3b1c2d-0e4f-4a5b-8c6d-7e8f9a0b1c2d', endpoint: thisBrowser.endpoint },
    ]);
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const user = renderCard(browser);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/push-subscriptions/9a3b1c2d-0e4f-4a5b-8c6d-7e8f9a0b1c2d',
    ]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says notifications are blocked when the browser refuses, and offers no switch to turn', async () => {
    const sent = fakeApi([]);
    const user = renderCard(fakeBrowser({ answer: 'denied' }));
    const toggle = await deviceSwitch();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(pushDeviceTexts.blocked);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when this browser blocks notifications from the start, or cannot push at all', async () => {
    fakeApi([]);
    const { unmount } = render(
      <AppProviders queryClient={createTestQueryClient()}>
        <PushDeviceCard browser={fakeBrowser({ permission: 'denied' })} />
      </AppProviders>,
    );
    expect(await deviceSwitch()).toHaveAccessibleDescription(pushDeviceTexts.blocked);
    unmount();

    renderCard(fakeBrowser({ supported: false }));
    const toggle = await deviceSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(pushDeviceTexts.unsupported);
    expect(screen.getByText(pushDeviceTexts.noOtherDevices)).toBeInTheDocument();
  });

  it('removes another device from the list', async () => {
    const sent = fakeApi([phone]);
    const user = renderCard(fakeBrowser({ supported: false }));
    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.remove(phone.label) }));
    expect(await screen.findByText(pushDeviceTexts.noOtherDevices)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/push-subscriptions/${phone.id}`,
    ]);
  });
});
