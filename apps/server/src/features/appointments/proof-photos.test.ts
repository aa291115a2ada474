import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofPhotos } from '@sudsy/domain/photo-proof';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jpegWithGps } from '../../platform/images/test-images';
import { appointmentDays, appointments } from './schema';

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;
let photo: File;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner] = await Promise.all([washerWithProfile(t, 'Proof Positive'), signedIn(t, 'owner')]);
  photo = new File([await jpegWithGps(640, 480)], 'car.jpg', { type: 'image/jpeg' });
});
afterAll(() => t.close());

async function job(step?: 'arrived' | 'in_progress') {
  const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
  if (step) await t.database.db.insert(appointmentDays).values({ appointmentId: id, step });
  return id;
}
const upload = (who: SignedIn | null, id: string, fields: Record<string, string | File>) =>
  sendFormAs(t, who, 'POST', `/api/appointments/${id}/proof-photos`, { file: photo, ...fields });
const photosOf = async (who: SignedIn, id: string) =>
  ((await (await callAs(t, who, 'GET', `/api/appointments/${id}/proof-photos`)).json()) as ProofPhotos).photos;
const fetchAs = (who: SignedIn | null, path: string) => callAs(t, who, 'GET', path);

describe('photo proof', () => {
  it('keeps the walkaround one per side, timed by the server, private and without GPS', async () => {
    const id = await job('arrived');
    const before = Date.now();
    for (const angle of ['front', 'right', 'back', 'left'])
      expect((await upload(washer, id, { kind: 'walkaround', angle })).status).toBe(200);
    const retake = await upload(washer, id, { kind: 'walkaround', angle: 'front' });
    const { photos } = (await retake.json()) as ProofPhotos;
    expect(photos.map((item) => item.angle)).toEqual(['right', 'back', 'left', 'front']);
    expect(photos.every((item) => Date.parse(item.takenAt) >= before - 1000)).toBe(true);

    const front = photos.at(-1)!;
    for (const who of [washer, owner]) {
      const file = await fetchAs(who, front.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toContain('private');
      expect(Buffer.from(await file.arrayBuffer()).includes(Buffer.from('GPS'))).toBe(false);
      expect((await fetchAs(who, front.thumbUrl)).status).toBe(200);
    }
    expect((await photosOf(owner, id)).map((item) => item.id)).toEqual(photos.map((item) => item.id));
    expect((await fetchAs(await signedIn(t, 'owner'), front.url)).status).toBe(404);
    expect((await fetchAs(null, front.url)).status).toBe(401);
  });

  it('takes each kind at its step, from the washer alone, and keeps a completed job’s photos', async () => {
    const scheduled = await job();
    const early = await upload(washer, scheduled, { kind: 'walkaround', angle: 'front' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'not_arrived' } });

    const arrived = await job('arrived');
    expect((await upload(washer, arrived, { kind: 'after' })).status).toBe(409);
    expect((await upload(owner, arrived, { kind: 'walkaround', angle: 'front' })).status).toBe(403);
    expect((await upload(await signedIn(t, 'washer'), arrived, { kind: 'after' })).status).toBe(404);
    expect((await upload(null, arrived, { kind: 'after' })).status).toBe(401);
    const noSide = await upload(washer, arrived, { kind: 'walkaround' });
    expect(noSide.status).toBe(400);
    expect(await noSide.json()).toMatchObject({
      error: { fields: { angle: 'Choose the side of the car: front, right side, back or left side.' } },
    });
    expect((await upload(washer, arrived, { kind: 'selfie' })).status).toBe(400);
    expect(
      (await sendFormAs(t, washer, 'POST', `/api/appointments/${arrived}/proof-photos`, { kind: 'after' })).status,
    ).toBe(400);
    expect(await photosOf(washer, arrived)).toEqual([]);

    const working = await job('in_progress');
    for (let taken = 0; taken < 6; taken += 1)
      expect((await upload(washer, working, { kind: 'after' })).status).toBe(200);
    const seventh = await upload(washer, working, { kind: 'after' });
    expect(seventh.status).toBe(409);
    const [first] = await photosOf(washer, working);
    const removed = await callAs(t, washer, 'DELETE', `/api/appointments/${working}/proof-photos/${first!.id}`);
    expect(((await removed.json()) as ProofPhotos).photos).toHaveLength(5);
    expect((await fetchAs(washer, first!.url)).status).toBe(404);
    expect((await callAs(t, owner, 'DELETE', `/api/appointments/${working}/proof-photos/${first!.id}`)).status).toBe(
      403,
    );

    await t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, working));
    const [kept] = await photosOf(washer, working);
    const refused = await callAs(t, washer, 'DELETE', `/api/appointments/${working}/proof-photos/${kept!.id}`);
    expect(refused.status).toBe(409);
    expect((await upload(washer, working, { kind: 'after' })).status).toBe(409);
    expect(await photosOf(owner, working)).toHaveLength(5);
  });
});
