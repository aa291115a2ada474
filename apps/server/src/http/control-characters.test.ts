import { eq } from 'drizzle-orm';
import { controlCharacterMessage } from '@sudsy/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../test/test-app';

// docs/security.md, "Bad input": a NUL (which PostgreSQL cannot store) or another control
// character anywhere in a request is a 400 naming the field, never a 500, and changes nothing.

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

async function expectRefused(response: Response, fields: string[]): Promise<void> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('invalid_input');
  expect(body.error.fields).toEqual(Object.fromEntries(fields.map((field) => [field, controlCharacterMessage])));
}

async function vehicleCount(): Promise<number> {
  const response = await callAs(t, owner, 'GET', '/api/vehicles');
  return ((await response.json()) as { vehicles: unknown[] }).vehicles.length;
}

describe('a control character', () => {
  it('in a JSON field is refused by name and nothing is stored', async () => {
    const body = { make: 'Honda\u0000', model: 'Civic\u0007', year: 2020 };
    await expectRefused(await callAs(t, owner, 'POST', '/api/vehicles', body), ['make', 'model']);
    expect(await vehicleCount()).toBe(0);
  });

  it('in the path or the query is refused, on the API and on the web app alike', async () => {
    await expectRefused(await callAs(t, owner, 'GET', '/api/washers/%00'), ['path']);
    await expectRefused(await callAs(t, owner, 'GET', '/api/washers/search?address=%00&services=express-wash'), [
      'address',
    ]);
    await expectRefused(await t.app.request(`${testOrigin}/customer/%00`), ['path']);
  });

  it('in Better Auth’s fields is refused before it reaches them', async () => {
    await expectRefused(await callAs(t, owner, 'POST', '/api/auth/update-user', { name: 'Olivia\u0000' }), ['name']);
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, owner.id));
    expect(row?.name).not.toContain('\u0000');
  });

  it('in a text field of an upload form is refused', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'before.png', { type: 'image/png' });
    const response = await sendFormAs(t, washer, 'POST', '/api/gallery', { before: photo, title: 'Muddy\u0000' });
    await expectRefused(response, ['title']);
  });

  it('is not a line break or a tab: those pass on to the route’s own rules', async () => {
    const response = await callAs(t, owner, 'POST', '/api/vehicles', {
      make: 'Honda',
      model: 'Civic',
      year: 2020,
      nickname: 'Weekend\tcar',
    });
    expect(response.status).not.toBe(500);
    expect(await response.json()).not.toMatchObject({ error: { fields: { nickname: controlCharacterMessage } } });
  });
});
