import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@sudsy/domain/account';
import { profiles, quoteRequests, reviews, user as users } from '../../db/schema';
import { jpegWithGps } from '../../platform/images/test-images';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import {
  createTestApp,
  mailLink,
  signIn,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountOf(who: SignedIn): Promise<Account> {
  const response = await callAs(t, who, 'GET', '/api/account');
  expect(response.status).toBe(200);
  return ((await response.json()) as { account: Account }).account;
}

const blankForm = { name: 'Jordan Lee', email: '', phone: '', address: '', coordinates: null };

async function savePersonalInfo(who: SignedIn, body: object): Promise<Response> {
  return callAs(t, who, 'PUT', '/api/account/personal-info', { ...blankForm, ...body });
}

describe('GET /api/account', () => {
  it('shows a new account with zero figures and the day it was made', async () => {
    const owner = await signedIn(t, 'owner');
    const account = await accountOf(owner);
    expect(account).toMatchObject({
      role: 'owner',
      image: null,
      phone: null,
      address: null,
      activityCount: 0,
      rating: null,
      twoFactorEnabled: false,
    });
    expect(Date.now() - Date.parse(account.memberSince)).toBeLessThan(60_000);
  });

  it("counts an owner's quote requests as Requests Made", async () => {
    const owner = await signedIn(t, 'owner');
    const other = await signedIn(t, 'owner');
    for (const requester of [owner, owner, other]) {
      await t.database.db
        .insert(quoteRequests)
        .values({ id: randomUUID(), ownerId: requester.id, address: 'Austin, TX', serviceIds: ['express-wash'] });
    }
    expect((await accountOf(owner)).activityCount).toBe(2);
  });

  it("counts a washer's completed appointments only, with the average of their reviews", async () => {
    const washer = await signedIn(t, 'washer');
    const owner = await signedIn(t, 'owner');
    const slot = (status: 'completed' | 'scheduled' | 'cancelled', hour: number) => ({
      serviceDate: dayFromToday(-2),
      startTime: `${hour}:00`,
      endTime: `${hour}:30`,
      status,
    });
    const done = [
      await insertAppointment(t.database.db, washer, owner, slot('completed', 10)),
      await insertAppointment(t.database.db, washer, owner, slot('completed', 12)),
    ];
    await insertAppointment(t.database.db, washer, owner, slot('scheduled', 14));
    await insertAppointment(t.database.db, washer, owner, slot('cancelled', 16));
    expect(await accountOf(washer)).toMatchObject({ role: 'washer', activityCount: 2, rating: null });

    await t.database.db.insert(reviews).values(
      done.map((appointmentId, index) => ({
        appointmentId,
        washerId: washer.id,
        ownerId: owner.id,
        rating: 4 + index,
      })),
    );
    expect((await accountOf(washer)).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await callAs(t, null, 'GET', '/api/account')).status).toBe(401);
  });
});

describe('PUT /api/account/personal-info', () => {
  it('saves name, phone (formatted) and a picked address, and shows them back', async () => {
    const owner = await signedIn(t, 'owner');
    const response = await savePersonalInfo(owner, {
      name: '  Jordan Lee ',
      phone: '5551234567',
      address: '500 W 2nd St, Austin, TX 78701',
      coordinates: { lat: 30.2656, lng: -97.7497 },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { account: Account; pendingEmail: string | null };
    expect(body.pendingEmail).toBeNull();
    expect(body.account).toMatchObject({
      name: 'Jordan Lee',
      phone: '(555) 123-4567',
      address: '500 W 2nd St, Austin, TX 78701',
      coordinates: { lat: 30.2656, lng: -97.7497 },
    });
    expect(await accountOf(owner)).toEqual(body.account);
    // The header and every other page read the name from the session.
    const session = (await (await callAs(t, owner, 'GET', '/api/auth/get-session')).json()) as {
      user: { name: string };
    };
    expect(session.user.name).toBe('Jordan Lee');
  });

  it('drops right-to-left overrides and zero-width characters from the name and address', async () => {
    const owner = await signedIn(t, 'owner');
    const response = await savePersonalInfo(owner, {
      name: 'Jordan\u202E gnp.exe\u200B',
      address: '\u2067500 W 2nd St\u2069, Austin',
    });
    expect(response.status).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ name: 'Jordan gnp.exe', address: '500 W 2nd St, Austin' });
  });

  it('keeps the picked point when the address is saved again unchanged, and clears what is blanked', async () => {
    const owner = await signedIn(t, 'owner');
    const picked = { address: '1 Market St, San Francisco, CA 94105', coordinates: { lat: 37.79, lng: -122.39 } };
    await savePersonalInfo(owner, { ...picked, phone: '+44 20 7946 0958' });
    expect(
      (await (await savePersonalInfo(owner, { address: picked.address, phone: '+44 20 7946 0958' })).json()) as object,
    ).toMatchObject({
      account: { ...picked, phone: '+44 20 7946 0958' },
    });
    expect(((await (await savePersonalInfo(owner, {})).json()) as { account: Account }).account).toMatchObject({
      phone: null,
      address: null,
      coordinates: null,
    });
  });

  it('falls back to the email’s local part for a blank name', async () => {
    const washer = await signedIn(t, 'washer');
    const { email } = await accountOf(washer);
    const saved = ((await (await savePersonalInfo(washer, { name: '' })).json()) as { account: Account }).account;
    expect(saved.name).toBe(email.split('@')[0]);
  });

  it('refuses bad fields with 400 and the spec’s words, changing nothing', async () => {
    const owner = await signedIn(t, 'owner');
    const before = await accountOf(owner);
    const response = await savePersonalInfo(owner, { name: 'J', email: 'nope', phone: '555-1234' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: 'Name should be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
    expect(await accountOf(owner)).toEqual(before);
  });

  it("writes only the caller's own account", async () => {
    const [first, second] = [await signedIn(t, 'owner'), await signedIn(t, 'washer')];
    await savePersonalInfo(first, { name: 'First Person', phone: '5550000001' });
    await savePersonalInfo(second, { name: 'Second Person', phone: '5550000002' });
    expect(await accountOf(first)).toMatchObject({ name: 'First Person', phone: '(555) 000-0001' });
    expect(await accountOf(second)).toMatchObject({ name: 'Second Person', phone: '(555) 000-0002' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, first.id));
    expect(row?.phone).toBe('(555) 000-0001');
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await callAs(t, null, 'PUT', '/api/account/personal-info', blankForm)).status).toBe(401);
  });

  it('changes the email only once the link mailed to the new address is opened', async () => {
    const owner = await signedIn(t, 'owner');
    const { email: oldEmail } = await accountOf(owner);
    const newEmail = uniqueEmail('moved');
    const response = await savePersonalInfo(owner, { email: newEmail.toUpperCase() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { pendingEmail: string }).pendingEmail).toBe(newEmail);
    expect((await accountOf(owner)).email).toBe(oldEmail);

    await t.mail.settled();
    const link = await mailLink(t.app, newEmail);
    const confirmed = await t.app.request(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/profile?email=confirmed');
    expect((await accountOf(owner)).email).toBe(newEmail);
    expect((await signIn(t.app, newEmail, 'owner')).status).toBe(200);
    expect((await signIn(t.app, oldEmail, 'owner')).status).toBe(401);
  });
});

describe('PUT /api/account/avatar', () => {
  it('stores the photo without its metadata, serves it publicly and replaces the previous one', async () => {
    const washer = await signedIn(t, 'washer');
    const upload = async () => {
      const response = await sendFormAs(t, washer, 'PUT', '/api/account/avatar', {
        photo: new File([await jpegWithGps(900, 600)], 'me.jpg', { type: 'image/jpeg' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { image: string }).image;
    };
    const first = await upload();
    expect(first).toMatch(/^\/api\/files\/avatars\//);
    const served = await t.app.request(`${testOrigin}${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(400);
    expect((await accountOf(washer)).image).toBe(first);

    const second = await upload();
    expect(second).not.toBe(first);
    expect((await t.app.request(`${testOrigin}${first}`)).status).toBe(404);
    const session = (await (await callAs(t, washer, 'GET', '/api/auth/get-session')).json()) as {
      user: { image: string };
    };
    expect(session.user.image).toBe(second);
  });

  it('refuses what is not an image with the gallery’s words, and a signed-out caller', async () => {
    const owner = await signedIn(t, 'owner');
    const response = await sendFormAs(t, owner, 'PUT', '/api/account/avatar', {
      photo: new File(['hello'], 'me.jpg', { type: 'image/jpeg' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Only image files are accepted',
    );
    expect((await accountOf(owner)).image).toBeNull();
    const signedOut = await sendFormAs(t, null, 'PUT', '/api/account/avatar', {
      photo: new File([await jpegWithGps()], 'me.jpg'),
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password, then takes the new one', async () => {
    const owner = await signedIn(t, 'owner');
    const { email } = await accountOf(owner);
    const wrong = await callAs(t, owner, 'POST', '/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'fresh-suds-77',
    });
    expect(wrong.status).toBe(400);
    const changed = await callAs(t, owner, 'POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'fresh-suds-77',
    });
    expect(changed.status).toBe(200);
    expect((await signIn(t.app, email, 'owner', 'fresh-suds-77')).status).toBe(200);
    expect((await signIn(t.app, email, 'owner')).status).toBe(401);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, owner.id));
    expect(row?.email).toBe(email);
  });
});
