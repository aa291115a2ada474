import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSession } from '@sudsy/domain/account';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { cookieOf, createTestApp, jsonRequest, testPassword, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firefoxOnLinux = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

/** Another sign-in of the same account, from another device. */
async function signInAgain(who: SignedIn, userAgent = firefoxOnLinux): Promise<SignedIn> {
  const me = (await (await callAs(t, who, 'GET', '/api/auth/get-session')).json()) as {
    user: { email: string; role: string };
  };
  const response = await jsonRequest(
    t.app,
    '/api/auth/sign-in/email',
    { email: me.user.email, password: testPassword, accountType: me.user.role },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.status).toBe(200);
  return { cookie: cookieOf(response), id: who.id };
}

async function sessionsOf(who: SignedIn): Promise<DeviceSession[]> {
  const response = await callAs(t, who, 'GET', '/api/account/sessions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: DeviceSession[] }).sessions;
}

const isSignedIn = async (who: SignedIn) => (await callAs(t, who, 'GET', '/api/account')).status === 200;

describe('device sessions', () => {
  it("lists the user's sessions with their device, the asking one marked current", async () => {
    const here = await signedIn(t, 'owner');
    const laptop = await signInAgain(here);
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => !session.current)).toMatchObject({ browser: 'Firefox 121', system: 'Linux' });
    expect((await sessionsOf(laptop)).find((session) => session.current)).toMatchObject({ browser: 'Firefox 121' });
  });

  it('never shows another user’s sessions', async () => {
    const [mine, theirs] = [await signedIn(t, 'owner'), await signedIn(t, 'washer')];
    await signInAgain(theirs);
    expect(await sessionsOf(mine)).toHaveLength(1);
  });

  it('signs one session out at once: its very next request is signed out', async () => {
    const here = await signedIn(t, 'washer');
    const phone = await signInAgain(here);
    expect(await isSignedIn(phone)).toBe(true);
    const phoneSession = (await sessionsOf(here)).find((session) => !session.current);
    const response = await callAs(t, here, 'DELETE', `/api/account/sessions/${phoneSession?.id}`);
    expect(response.status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect(await sessionsOf(here)).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const [mine, theirs] = [await signedIn(t, 'owner'), await signedIn(t, 'owner')];
    const [theirSession] = await sessionsOf(theirs);
    expect((await callAs(t, mine, 'DELETE', `/api/account/sessions/${theirSession?.id}`)).status).toBe(404);
    expect(await isSignedIn(theirs)).toBe(true);
  });

  it('signs out every other session, keeping this one', async () => {
    const here = await signedIn(t, 'owner');
    const others = [await signInAgain(here), await signInAgain(here)];
    const response = await callAs(t, here, 'POST', '/api/account/sessions/sign-out-others');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: 2 });
    for (const other of others) expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await callAs(t, null, 'GET', '/api/account/sessions')).status).toBe(401);
    expect((await callAs(t, null, 'DELETE', '/api/account/sessions/anything')).status).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/account/sessions/sign-out-others')).status).toBe(401);
  });
});
