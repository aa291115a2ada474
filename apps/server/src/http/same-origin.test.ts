import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { callAs, signedIn, type SignedIn } from '../test/accounts';
import { paymentEventBody, postPaymentWebhook, signatureFor } from '../test/payment-webhooks';
import { createTestApp, testOrigin, type TestApp } from '../test/test-app';
import { foreignOriginMessage, trustedOrigins } from './same-origin';

// docs/security.md, "Cross-site writes": a page elsewhere cannot make a signed-in browser write.

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
});
afterAll(() => t.close());

const civic = JSON.stringify({ make: 'Honda', model: 'Civic', year: 2020 });

/** A request as a browser sends it with the owner's cookie, with the given page headers. */
function fromPage(method: string, path: string, pageHeaders: Record<string, string>, body?: string | FormData) {
  const headers = new Headers({ cookie: owner.cookie, ...pageHeaders });
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  return t.app.request(`${testOrigin}${path}`, { method, headers, body });
}

async function vehicleCount(): Promise<number> {
  const response = await callAs(t, owner, 'GET', '/api/vehicles');
  return ((await response.json()) as { vehicles: unknown[] }).vehicles.length;
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: { code: 'foreign_origin', message: foreignOriginMessage } });
}

describe('a write from a page of another origin', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of this host', { origin: 'http://localhost:3001' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin and a foreign Referer', { referer: 'https://evil.example/page' }],
    ['no Origin and an unreadable Referer', { referer: 'not a url' }],
    ['no Origin and Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('is refused with 403 and changes nothing: %s', async (_case, headers) => {
    const before = await vehicleCount();
    await expectRefused(await fromPage('POST', '/api/vehicles', headers, civic));
    expect(await vehicleCount()).toBe(before);
  });

  it('is refused for body-less posts, deletes, uploads and Better Auth’s own routes alike', async () => {
    const foreign = { origin: 'https://evil.example' };
    await expectRefused(await fromPage('POST', '/api/quote-requests/any-request/cancel', foreign));
    await expectRefused(await fromPage('DELETE', '/api/vehicles/any-vehicle', foreign));
    const upload = new FormData();
    upload.append('photo', new File([new Uint8Array([1, 2, 3])], 'car.png', { type: 'image/png' }));
    await expectRefused(await fromPage('POST', '/api/request-photos', foreign, upload));
    await expectRefused(await fromPage('POST', '/api/auth/sign-out', foreign));
    // The session survived the foreign sign-out.
    expect((await callAs(t, owner, 'GET', '/api/vehicles')).status).toBe(200);
  });

  it('may still read: GET answers as usual', async () => {
    const response = await fromPage('GET', '/api/vehicles', { origin: 'https://evil.example' });
    expect(response.status).toBe(200);
  });
});

describe('a write the product itself sends', () => {
  it.each([
    ['its own origin', { origin: testOrigin }],
    ['the other loopback name of a local instance', { origin: 'http://127.0.0.1:3000' }],
    ['the Vite dev server in development', { origin: 'http://localhost:5173' }],
    ['no Origin and its own Referer', { referer: `${testOrigin}/customer/vehicles` }],
    ['no Origin and Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no page headers at all (a script, not a browser page)', {}],
  ])('goes through: %s', async (_case, headers) => {
    const before = await vehicleCount();
    const response = await fromPage('POST', '/api/vehicles', headers, civic);
    expect(response.status).toBe(201);
    expect(await vehicleCount()).toBe(before + 1);
  });
});

describe('the payment webhook', () => {
  const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' };

  it('is the one write that needs no Origin of ours: its signature guards it', async () => {
    const body = paymentEventBody();
    expect((await postPaymentWebhook(t, body, signatureFor(t, body), foreign)).status).toBe(200);
    // Unsigned, it reaches the signature check and stops there, not at the Origin check.
    const unsigned = await postPaymentWebhook(t, body, null, foreign);
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
  });

  it.each(['/api/payments/webhook/', '/api/payments/webhooks', '/api/payments/webhook/x', '/api/payments'])(
    'lends its exemption to no other path: %s',
    async (path) => {
      const body = paymentEventBody();
      await expectRefused(await postPaymentWebhook(t, body, signatureFor(t, body), foreign, path));
    },
  );

  it('lends it to no other method', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      await expectRefused(await fromPage(method, '/api/payments/webhook', { origin: 'https://evil.example' }));
  });
});

describe('trustedOrigins', () => {
  it('is PUBLIC_URL alone in production: no dev server and no loopback alias', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      PUBLIC_URL: 'https://sudsy.example.com',
      PAYMENTS: 'off',
    });
    expect(trustedOrigins(config)).toEqual(['https://sudsy.example.com']);
  });
});
