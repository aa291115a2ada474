import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

// The dashboards' greeting (docs/product.md, "Dashboards"): "Welcome" on an account's first visit.

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

const firstVisit = async (who: SignedIn) => {
  const response = await callAs(t, who, 'GET', '/api/account/welcome');
  expect(response.status).toBe(200);
  return ((await response.json()) as { firstVisit: boolean }).firstVisit;
};

describe('the welcome', () => {
  it('is a first visit until a dashboard marks it, then never again, for that account alone', async () => {
    expect(await firstVisit(owner)).toBe(true);
    expect((await callAs(t, owner, 'POST', '/api/account/welcome')).status).toBe(204);
    expect(await firstVisit(owner)).toBe(false);
    // Marking again keeps the first mark and changes nothing.
    expect((await callAs(t, owner, 'POST', '/api/account/welcome')).status).toBe(204);
    expect(await firstVisit(owner)).toBe(false);
    expect(await firstVisit(other)).toBe(true);
  });

  it('is for signed-in accounts only', async () => {
    expect((await callAs(t, null, 'GET', '/api/account/welcome')).status).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/account/welcome')).status).toBe(401);
  });
});
