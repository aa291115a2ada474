import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { greatCircleMiles, publicPoint, type PointBlur } from '@sudsy/domain/geo';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { user, washerProfiles } from '../../db/schema';
import { jpegWithGps } from '../../platform/images/test-images';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { signedIn, callAs, sendFormAs, type SignedIn } from '../../test/accounts';
import { profileInput } from '../../test/washers';

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

/** Where profileInput puts the washer's base. */
const base = { lat: 30.2656, lng: -97.7497 };

/** The blur the database drew for the washer's base. */
async function blurOf(washerId: string): Promise<PointBlur> {
  const [row] = await t.database.db
    .select({ turn: washerProfiles.blurTurn, reach: washerProfiles.blurReach })
    .from(washerProfiles)
    .where(eq(washerProfiles.userId, washerId));
  if (!row) throw new Error(`no profile for ${washerId}`);
  return row;
}

const publicPage = (id: string, who: SignedIn | null = null) =>
  callAs(t, who, 'GET', `/api/washers/${encodeURIComponent(id)}`);
const boatWash = {
  id: 'custom-42',
  name: 'Boat wash',
  description: 'Hull and deck',
  basePriceCents: 9000,
  estimatedMinutes: 90,
  category: 'Custom Services' as const,
};

describe('GET /api/washers/:id', () => {
  it("shows a verified washer's profile, priced services, town, certifications and gallery to anyone", async () => {
    await callAs(
      t,
      washer,
      'PUT',
      '/api/washer-profile',
      profileInput({
        serviceOfferings: [
          { serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 35 },
          { serviceId: 'custom-7', minPriceCents: 12_000, maxPriceCents: 15_000, estimatedMinutes: 120 },
        ],
        customServices: [{ ...boatWash, id: 'custom-7', name: 'RV wash' }, boatWash],
        certifications: ['eco-cert', 'insurance-cert'],
      }),
    );
    const photo = new File([await jpegWithGps()], 'p.jpg', { type: 'image/jpeg' });
    const upload = await sendFormAs(t, washer, 'POST', '/api/gallery', { before: photo, title: 'Civic' });
    const { item } = (await upload.json()) as { item: GalleryItem };

    for (const who of [null, owner]) {
      const response = await publicPage(washer.id, who);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: washer.id,
        businessName: 'Shine Mobile Detailing',
        photoUrl: null,
        bio: 'Ten years of hand washing and ceramic coatings.',
        experienceYears: 5,
        workRadiusMiles: 10,
        area: 'Austin, TX',
        // The public point, 0.8 to 1.4 km off the base (30.2656, -97.7497), which stays on the server.
        mapCenter: publicPoint(base, await blurOf(washer.id)),
        certifications: ['eco-cert', 'insurance-cert'],
        services: [
          {
            serviceId: 'express-wash',
            name: 'Express Wash & Go',
            minPriceCents: 4000,
            maxPriceCents: 6000,
            estimatedMinutes: 35,
            custom: false,
          },
          {
            serviceId: 'custom-7',
            name: 'RV wash',
            minPriceCents: 12_000,
            maxPriceCents: 15_000,
            estimatedMinutes: 120,
            custom: true,
          },
          {
            serviceId: 'custom-42',
            name: 'Boat wash',
            minPriceCents: 9000,
            maxPriceCents: 9000,
            estimatedMinutes: 90,
            custom: true,
          },
        ],
        rating: null,
        gallery: [item],
        cancellationNoticeHours: 24,
        lateCancellations: 0,
        noShows: 0,
        instantBooking: false,
        // No operator has checked their documents.
        verified: false,
      });
    }
  });

  it("shows the washer's account photo (their photo or logo)", async () => {
    await t.database.db.update(user).set({ image: '/files/avatars/shine/logo.webp' }).where(eq(user.id, washer.id));
    expect(await (await publicPage(washer.id)).json()).toMatchObject({ photoUrl: '/files/avatars/shine/logo.webp' });
    await t.database.db.update(user).set({ image: null }).where(eq(user.id, washer.id));
  });

  it('never shows the street address or the exact base', async () => {
    const text = await (await publicPage(washer.id)).text();
    const { mapCenter } = JSON.parse(text) as PublicWasher;
    expect(greatCircleMiles(base, mapCenter ?? base) * 1.609344).toBeGreaterThan(0.79);
    // Due north of the base, the public point has the base's longitude: only its own figures may match.
    const rest = text.replace(JSON.stringify(mapCenter), '');
    expect(rest).not.toContain('500 W 2nd St');
    expect(rest).not.toContain('30.2656');
    expect(rest).not.toContain('97.7497');
    // The washer's own setup page shows the base itself.
    const own = await callAs(t, washer, 'GET', '/api/washer-profile');
    expect(await own.json()).toMatchObject({ profile: { mapCenter: base } });
  });

  it('keeps the public point when the washer saves again or nudges the pin, and draws a new one for a new home', async () => {
    const shown = async () => ((await (await publicPage(washer.id)).json()) as PublicWasher).mapCenter;
    const first = await shown();
    const blurBefore = await blurOf(washer.id);
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ bio: 'Now with waterless washes.' }));
    expect(await shown()).toEqual(first);
    // 100 m north: the public point moves with the base, by the same 100 m, and no second draw is handed out.
    const nudged = { lat: base.lat + 0.0009, lng: base.lng };
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ mapCenter: nudged }));
    expect(await shown()).toEqual(publicPoint(nudged, await blurOf(washer.id)));
    expect(await blurOf(washer.id)).toEqual(blurBefore);
    // Across town: a new draw, so knowing the old home and its public point tells nothing of the new one.
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ mapCenter: { lat: 30.4, lng: -97.75 } }));
    expect(await blurOf(washer.id)).not.toEqual(blurBefore);
    await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput());
  });

  it("calls a washer without a business name 'Provider', and has no town without a map centre", async () => {
    const plain = await signedIn(t, 'washer');
    await callAs(
      t,
      plain,
      'PUT',
      '/api/washer-profile',
      profileInput({ businessName: '', address: '', mapCenter: null }),
    );
    expect(await (await publicPage(plain.id)).json()).toMatchObject({
      businessName: 'Provider',
      area: null,
      mapCenter: null,
      gallery: [],
    });
  });

  it('is a 404 for unknown ids, owners, washers without a profile and washers with an unconfirmed email', async () => {
    const noProfile = await signedIn(t, 'washer');
    const unconfirmed = await signedIn(t, 'washer');
    await callAs(t, unconfirmed, 'PUT', '/api/washer-profile', profileInput());
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    for (const id of ['no-such-user', owner.id, noProfile.id, unconfirmed.id, '%', "' or 1=1 --", 'x'.repeat(100)]) {
      const response = await publicPage(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    expect((await t.app.request(`${testOrigin}/api/washers/${'x'.repeat(101)}`)).status).toBe(400);
  });
});
