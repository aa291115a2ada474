import type { APIResponse } from '@playwright/test';
import { controlCharacterMessage } from '@sudsy/domain/text';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { e2ePorts, productUrl } from './support/ports';

// docs/security.md: requests a hostile page or client sends, against the built product. A page on
// another origin (here another port of the same host, whose requests still carry the product's
// cookie) cannot make a signed-in browser write; a NUL anywhere is a 400, never a 500.

const foreignPage = `http://localhost:${e2ePorts.product + 11}/prize.html`;

test('a page on another port cannot upload, post or sign the user out with their cookie', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  // Nothing listens on that port: the browser gets this page from the test, at that origin.
  await page.route(foreignPage, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>You won</title><h1>You won</h1>' }),
  );
  await page.goto(foreignPage);

  // The answers are not the page's to read (Cross-Origin-Resource-Policy), so the test reads them
  // on the way: each request goes to the product as the browser made it, headers and cookie included.
  const answers = new Map<string, { origin: string | null; status: number; code: string }>();
  await page.route(`${productUrl}/api/**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    answers.set(new URL(route.request().url()).pathname, {
      origin: await route.request().headerValue('origin'),
      status: response.status(),
      code: body.error?.code ?? '',
    });
    await route.fulfill({ response });
  });
  const answerTo = async (path: string, send: (url: string) => Promise<unknown>) => {
    await send(`${productUrl}${path}`);
    await expect.poll(() => answers.has(path)).toBe(true);
    return answers.get(path);
  };
  // Requests a page may send anywhere without asking (no-cors), cookie included.
  const upload = (url: string) =>
    page.evaluate(async (target) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'car.png');
      // The answer is not the page's to read (Cross-Origin-Resource-Policy): only the status counts.
      await fetch(target, { method: 'POST', body: form, mode: 'no-cors', credentials: 'include' }).catch(() => null);
    }, url);
  const bodilessPost = (url: string) =>
    page.evaluate(async (target) => {
      await fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null);
    }, url);

  const refused = { origin: new URL(foreignPage).origin, status: 403, code: 'foreign_origin' };
  expect(await answerTo('/api/request-photos', upload)).toEqual(refused);
  expect(await answerTo('/api/quote-requests/any-request/cancel', bodilessPost)).toEqual(refused);
  expect(await answerTo('/api/auth/sign-out', bodilessPost)).toEqual(refused);
  await page.unroute(`${productUrl}/api/**`);

  // Still signed in, back on the product.
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('button', { name: `Account: ${owner.name}` })).toBeVisible();
});

test('a NUL in a path, a query or a field answers 400 with the field named, and stores nothing', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  const fieldsOf = async (response: APIResponse) => {
    expect(response.status()).toBe(400);
    return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
  };
  expect(await fieldsOf(await page.request.get('/api/washers/%00'))).toEqual({ path: controlCharacterMessage });
  expect(await fieldsOf(await page.request.get('/customer/%00'))).toEqual({ path: controlCharacterMessage });
  expect(await fieldsOf(await page.request.get('/api/vehicles?sort=%00'))).toEqual({ sort: controlCharacterMessage });
  const created = await page.request.post('/api/vehicles', {
    headers: { Origin: productUrl },
    data: { make: 'Honda\u0000', model: 'Civic', year: 2020 },
  });
  expect(await fieldsOf(created)).toEqual({ make: controlCharacterMessage });
  const vehicles = (await (await page.request.get('/api/vehicles')).json()) as { vehicles: unknown[] };
  expect(vehicles.vehicles).toEqual([]);
});
