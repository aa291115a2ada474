import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionMessages, accountMessages } from '@sudsy/domain/account';
import type { ProofPhotos } from '@sudsy/domain/photo-proof';
import {
  appointmentDays,
  appointments,
  disputes,
  notifications,
  ownerPayers,
  proofPhotos,
  quoteRequestPhotos,
  quoteRequests,
  quoteResponses,
} from '../../db/schema';
import { jpegWithGps } from '../../platform/images/test-images';
import { insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';
import { createStorage } from '../../platform/storage/create-storage';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import {
  accept,
  emailOf,
  mailsTo,
  payingOwner,
  quote,
  sendRequest,
  washerWithProfile,
  wizardRequest,
} from '../../test/bookings';
import { saveTestCard } from '../../test/payments';
import { cookieOf, createTestApp, jsonRequest, signIn, testPassword, type TestApp } from '../../test/test-app';
import { secretOf, totpCode } from '../../test/totp';
import { clientIpHeader } from '../../auth/client-ip-header';

let t: TestApp;
let photo: File;

beforeAll(async () => {
  t = await createTestApp();
  photo = new File([await jpegWithGps(400, 300)], 'car.jpg', { type: 'image/jpeg' });
});
afterAll(() => t.close());

async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An owner with a vehicle and a request carrying a photo, sent to a washer who quoted it. */
async function busyOwner() {
  const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t)]);
  await created(await callAs(t, owner, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 }));
  const { photo: uploaded } = await created<{ photo: { id: string; url: string } }>(
    await sendFormAs(t, owner, 'POST', '/api/request-photos', { photo }),
  );
  const { request } = await created<{ request: { id: string } }>(
    await callAs(t, owner, 'POST', '/api/quote-requests', wizardRequest([washer], { photoIds: [uploaded.id] })),
  );
  await created(
    await callAs(t, owner, 'POST', `/api/messages/conversations/${washer.id}`, { content: 'Is the gate code enough?' }),
  );
  return { owner, washer, requestId: request.id, photoId: uploaded.id };
}

const deleteAccount = (who: SignedIn, body: unknown) => callAs(t, who, 'POST', '/api/account/delete', body);

describe('GET /api/account/export', () => {
  it('downloads what the product holds about the owner, uploads listed, without any secret', async () => {
    const { owner, washer, requestId, photoId } = await busyOwner();
    await saveTestCard(t, owner);
    const response = await callAs(t, owner, 'GET', '/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sudsy-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown[]> & { account: { email: string }; uploads: unknown[] };
    expect(data.account.email).toBe(await emailOf(t, owner));
    expect(data.vehicles).toHaveLength(1);
    expect(data.quoteRequests).toEqual([expect.objectContaining({ id: requestId })]);
    expect(data.messages).toEqual([expect.objectContaining({ content: 'Is the gate code enough?' })]);
    expect(data.paymentPayer).toEqual([expect.objectContaining({ payerId: expect.stringMatching(/^cus_/) })]);
    expect(data.uploads).toEqual([
      { kind: 'request photo', url: `/api/quote-requests/${requestId}/photos/${photoId}` },
    ]);
    // The password's hash and the session's token would let the file's holder be the owner.
    expect(text).not.toMatch(/scrypt|"password"|"token"/);
    expect(text).not.toContain(owner.cookie.split('=')[1]?.split('.')[0]);

    // The washer's notification centre is theirs alone.
    const washerData = (await (await callAs(t, washer, 'GET', '/api/account/export')).json()) as Record<
      string,
      unknown
    >;
    expect(washerData.notifications).toEqual([
      expect.objectContaining({ kind: 'new-request', link: '/provider/bids' }),
    ]);
    expect(data.notifications).toEqual([]);
  });

  it('lists the reports the owner made and the disputes they opened', async () => {
    const { owner, washer } = await busyOwner();
    const sent = await created<{ message: { id: string } }>(
      await callAs(t, washer, 'POST', `/api/messages/conversations/${owner.id}`, { content: 'Pay me in cash instead' }),
    );
    await created(
      await callAs(t, owner, 'POST', `/api/messages/${sent.message.id}/report`, { reason: 'off-platform-payment' }),
    );
    await created(await callAs(t, owner, 'POST', `/api/washers/${washer.id}/report`, { reason: 'fake-business' }));
    const jobId = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
    await t.database.db
      .insert(disputes)
      .values({ appointmentId: jobId, ownerId: owner.id, washerId: washer.id, problem: 'Streaks', askedCents: 1000 });

    const data = (await (await callAs(t, owner, 'GET', '/api/account/export')).json()) as Record<string, unknown[]>;
    expect(data.messageReports).toEqual([
      expect.objectContaining({ messageId: sent.message.id, reason: 'off-platform-payment' }),
    ]);
    expect(data.profileReports).toEqual([expect.objectContaining({ washerId: washer.id, reason: 'fake-business' })]);
    expect(data.disputes).toEqual([expect.objectContaining({ appointmentId: jobId, problem: 'Streaks' })]);
    // The other side of the dispute finds it in their data too; nobody else's reports are there.
    const washerData = (await (await callAs(t, washer, 'GET', '/api/account/export')).json()) as Record<
      string,
      unknown[]
    >;
    expect(washerData.disputes).toEqual([expect.objectContaining({ appointmentId: jobId })]);
    expect(washerData.messageReports).toEqual([]);
  });

  it("lists a washer's business, schedule and gallery, but not the calendar feed's secret", async () => {
    const washer = await washerWithProfile(t, 'Export Suds');
    await created(await sendFormAs(t, washer, 'POST', '/api/gallery', { before: photo }));
    const { url } = await created<{ url: string }>(await callAs(t, washer, 'GET', '/api/schedule/calendar-feed'));
    const data = (await (await callAs(t, washer, 'GET', '/api/account/export')).json()) as Record<string, unknown> & {
      uploads: { kind: string }[];
    };
    expect(data.washerProfile).toEqual([expect.objectContaining({ businessName: 'Export Suds' })]);
    expect(data.uploads.map((upload) => upload.kind)).toEqual(['gallery before photo']);
    const secret =
      url
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? '';
    expect(JSON.stringify(data)).not.toContain(secret);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong or missing password with the field named, and changes nothing', async () => {
    const owner = await signedIn(t, 'owner');
    const wrong = await deleteAccount(owner, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: { password: accountMessages.wrongPassword } } });
    const blank = await deleteAccount(owner, { password: '' });
    expect(await blank.json()).toMatchObject({
      error: { fields: { password: accountDeletionMessages.passwordRequired } },
    });
    expect((await callAs(t, owner, 'GET', '/api/account')).status).toBe(200);
  });

  it("closes an owner's account: requests and appointments cancelled with the washer told, messages kept as 'Deleted user', uploads and sessions gone", async () => {
    const { owner, washer, requestId, photoId } = await busyOwner();
    const bookedRequest = await sendRequest(t, owner, [washer]);
    await created(await quote(t, washer, bookedRequest));
    const { booking } = await created<{ booking: { appointmentId: string } }>(
      await accept(t, owner, bookedRequest, washer),
    );
    const email = await emailOf(t, owner);
    const [photoRow] = await t.database.db.select().from(quoteRequestPhotos).where(eq(quoteRequestPhotos.id, photoId));
    if (!photoRow) throw new Error('no photo row');
    const mailsBefore = (await mailsTo(t, washer)).length;
    await saveTestCard(t, owner);
    const payer = () => t.database.db.select().from(ownerPayers).where(eq(ownerPayers.userId, owner.id));
    expect(await payer()).toHaveLength(1);
    const ownNotifications = () => t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(await ownNotifications()).not.toEqual([]);

    const response = await deleteAccount(owner, { password: testPassword });
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toMatch(/session_token=(;|$)/);

    // Signed out everywhere, and the password no longer signs in.
    expect((await callAs(t, owner, 'GET', '/api/account')).status).toBe(401);
    expect((await signIn(t.app, email, 'owner')).status).toBeGreaterThanOrEqual(400);
    // The product forgets which payer at the provider was theirs, and so their cards.
    expect(await payer()).toEqual([]);
    // What the washer relied on is cancelled, and the washer is told.
    const [request] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(request?.status).toBe('cancelled');
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    expect(appointment).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: accountDeletionMessages.cancelReason,
    });
    const told = (await mailsTo(t, washer)).slice(mailsBefore).map((mail) => mail.subject);
    expect(told).toContain('Quote request cancelled by Test User');
    expect(told.some((subject) => subject.startsWith('Appointment cancelled'))).toBe(true);
    // The conversation stays, from 'Deleted user'; the photo is gone from the request and storage.
    const contacts = (await (await callAs(t, washer, 'GET', '/api/messages/contacts')).json()) as {
      contacts: { id: string; name: string }[];
    };
    expect(contacts.contacts.find((contact) => contact.id === owner.id)?.name).toBe(
      accountDeletionMessages.deletedName,
    );
    expect((await callAs(t, washer, 'GET', `/api/quote-requests/${requestId}/photos/${photoId}`)).status).toBe(404);
    const storage = createStorage(t.config.storage);
    expect(await storage.get(photoRow.imageKey)).toBeNull();
    expect(await storage.get(photoRow.thumbKey)).toBeNull();
    // The bell's items went with the account.
    expect(await ownNotifications()).toEqual([]);
    // The address is free for a new account.
    const again = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      email,
      name: 'Back Again',
      password: testPassword,
      role: 'owner',
    });
    expect(again.status).toBe(200);
  });

  it("closes a washer's account: off search and the public page, open quotes withdrawn", async () => {
    const owner = await signedIn(t, 'owner');
    const washer = await washerWithProfile(t, 'Closing Suds');
    const requestId = await sendRequest(t, owner, [washer]);
    await created(await quote(t, washer, requestId));

    expect((await deleteAccount(washer, { password: testPassword })).status).toBe(200);
    expect((await callAs(t, null, 'GET', `/api/washers/${washer.id}`)).status).toBe(404);
    const [response] = await t.database.db.select().from(quoteResponses).where(eq(quoteResponses.requestId, requestId));
    expect(response?.status).toBe('withdrawn');
  });

  it("lists a washer's job proof photos in their data, and removes them with the account", async () => {
    const owner = await signedIn(t, 'owner');
    const washer = await washerWithProfile(t, 'Proof Leaving');
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
    await t.database.db.insert(appointmentDays).values({ appointmentId: id, step: 'in_progress' });
    const added = await created<ProofPhotos>(
      await sendFormAs(t, washer, 'POST', `/api/appointments/${id}/proof-photos`, { kind: 'after', file: photo }),
    );
    const [proof] = await t.database.db.select().from(proofPhotos).where(eq(proofPhotos.appointmentId, id));
    const data = (await (await callAs(t, washer, 'GET', '/api/account/export')).json()) as {
      uploads: { kind: string; url: string }[];
    };
    expect(data.uploads).toContainEqual({ kind: 'job after photo', url: added.photos[0]?.url });

    expect((await deleteAccount(washer, { password: testPassword })).status).toBe(200);
    expect((await callAs(t, owner, 'GET', `/api/appointments/${id}/proof-photos`)).status).toBe(200);
    expect(await t.database.db.select().from(proofPhotos).where(eq(proofPhotos.appointmentId, id))).toEqual([]);
    const storage = createStorage(t.config.storage);
    expect(await storage.get(proof?.key ?? '')).toBeNull();
  });

  it('with two-factor on, asks for the code and refuses a wrong one before closing', async () => {
    const owner = await signedIn(t, 'owner');
    const started = await callAs(t, owner, 'POST', '/api/auth/two-factor/enable', { password: testPassword });
    const secret = secretOf(((await started.json()) as { totpURI: string }).totpURI);
    const verified = await callAs(t, owner, 'POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    const session = { cookie: cookieOf(verified), id: owner.id };

    const noCode = await deleteAccount(session, { password: testPassword });
    expect(await noCode.json()).toMatchObject({ error: { fields: { code: accountDeletionMessages.codeRequired } } });
    const wrongCode = await deleteAccount(session, {
      password: testPassword,
      code: totpCode(secret, Date.now() - 600_000),
    });
    expect(await wrongCode.json()).toMatchObject({ error: { fields: { code: accountMessages.wrongCode } } });
    expect((await callAs(t, session, 'GET', '/api/account')).status).toBe(200);

    expect((await deleteAccount(session, { password: testPassword, code: totpCode(secret) })).status).toBe(200);
    expect((await callAs(t, session, 'GET', '/api/account')).status).toBe(401);
  });
});

describe('the code check of account deletion', () => {
  it('counts wrong codes by the address the server resolved, not one the caller names', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const owner = await signedIn(limited, 'owner');
      const started = await callAs(limited, owner, 'POST', '/api/auth/two-factor/enable', { password: testPassword });
      const secret = secretOf(((await started.json()) as { totpURI: string }).totpURI);
      const verified = await callAs(limited, owner, 'POST', '/api/auth/two-factor/verify-totp', {
        code: totpCode(secret),
      });
      const session = { cookie: cookieOf(verified), id: owner.id };
      const wrongCode = totpCode(secret, Date.now() - 600_000);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await jsonRequest(
          limited.app,
          '/api/account/delete',
          { password: testPassword, code: wrongCode },
          // Each guess claims another address in the header Better Auth reads addresses from.
          { headers: { cookie: session.cookie, [clientIpHeader]: `198.51.100.${attempt}` } },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 429, 429]);
      expect((await callAs(limited, session, 'GET', '/api/account')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
