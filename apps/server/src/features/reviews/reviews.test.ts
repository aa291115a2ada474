import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import {
  publicReviewsLimit,
  reviewCommentMaxLength,
  reviewMessages,
  type PublicReview,
  type Review,
} from '@sudsy/domain/review';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { insertWasher } from '../../test/washers';
import { completeAs, insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';
import { reviews } from '../appointments/schema';

const austin = { lat: 30.2672, lng: -97.7431 };
// About 4.4 km north: each washer's public point lies up to 1.4 km from their base in any direction
// (publicPointOffsetKm), so at 2.2 km the two could trade places as "the nearest".
const nearAustin = { lat: 30.3072, lng: -97.7431 };

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner, otherOwner] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'owner'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

const review = (who: SignedIn | null, id: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/review`, body);
/** A job of `washer` for `owner`, completed by the washer through the API. */
const completedJob = async () => {
  const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
  expect((await completeAs(t, washer, id)).status).toBe(200);
  return id;
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe('POST /api/appointments/:id/review', () => {
  it('lets the owner rate a completed job 1 to 5 with an optional comment, once', async () => {
    const id = await completedJob();
    const response = await review(owner, id, { rating: 4, comment: '  Spotless wheels.  ' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { review: Review }).review).toEqual({
      id: expect.any(String),
      rating: 4,
      comment: 'Spotless wheels.',
      createdAt: expect.any(String),
    });

    const again = await review(owner, id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'already_reviewed', message: reviewMessages.alreadyReviewed });

    const { appointment } = (await (await callAs(t, owner, 'GET', `/api/appointments/${id}`)).json()) as {
      appointment: { review: Review };
    };
    expect(appointment.review).toMatchObject({ rating: 4, comment: 'Spotless wheels.' });
  });

  it('refuses a review before the job is completed with 409', async () => {
    const id = await insertAppointment(t.database.db, washer, owner);
    const response = await review(owner, id, { rating: 5 });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'not_completed', message: reviewMessages.notCompleted });
    const cancelled = await insertAppointment(t.database.db, washer, owner, { status: 'cancelled' });
    expect((await review(owner, cancelled, { rating: 5 })).status).toBe(409);
  });

  it('keeps one review when the owner sends several at the same moment', async () => {
    const id = await completedJob();
    const statuses = (await Promise.all([1, 2, 3, 4].map((rating) => review(owner, id, { rating }))))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });

  it('answers 401 signed out, 403 to a washer (even the job’s own), 404 for another owner’s job', async () => {
    const id = await completedJob();
    expect((await review(null, id, { rating: 5 })).status).toBe(401);
    const byWasher = await review(washer, id, { rating: 5 });
    expect(byWasher.status).toBe(403);
    expect((await errorOf(byWasher)).message).toBe(reviewMessages.ownersOnly);
    expect((await review(otherOwner, id, { rating: 5 })).status).toBe(404);
    expect((await review(owner, '00000000-0000-4000-8000-000000000000', { rating: 5 })).status).toBe(404);
    expect((await review(owner, id, { rating: 5 })).status).toBe(201);
  });

  it.each([
    [{}, 'rating', reviewMessages.ratingRequired],
    [{ rating: 0 }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 6 }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 4.5 }, 'rating', reviewMessages.ratingRequired],
    [{ rating: '5' }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 5, comment: 'x'.repeat(reviewCommentMaxLength + 1) }, 'comment', reviewMessages.commentTooLong],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const id = await completedJob();
    const response = await review(owner, id, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });
});

describe('ratings where owners choose washers', () => {
  it('shows "New Provider" (no rating) until the first review, then the average on search cards, the public page, reviews and Top Washers', async () => {
    const rated = await insertWasher(t.database.db, { businessName: 'Rated Shine', point: nearAustin });
    const fresh = await insertWasher(t.database.db, { businessName: 'Fresh Start', point: austin });
    const rater = await signedIn(t, 'owner');
    await callAs(t, rater, 'PUT', '/api/profile/address', { address: 'Austin, TX', coordinates: austin });

    const search = async () => {
      const response = await t.app.request(
        `${testOrigin}/api/washers/search?services=express-wash&address=Austin%2C%20TX&lat=${austin.lat}&lng=${austin.lng}`,
      );
      return ((await response.json()) as WasherSearchResponse).washers;
    };
    const card = async (id: string) => (await search()).find((washer) => washer.id === id);
    const publicPage = async (id: string) =>
      (await (await t.app.request(`${testOrigin}/api/washers/${id}`)).json()) as PublicWasher;
    const topWashers = async () =>
      ((await (await callAs(t, rater, 'GET', '/api/owner-dashboard')).json()) as OwnerDashboard).topWashers;

    expect((await card(rated))?.rating).toBeNull();
    expect((await publicPage(rated)).rating).toBeNull();
    // Nobody rated: the nearest first.
    expect((await topWashers()).map((entry) => entry.id)).toEqual([fresh, rated]);

    const rate = async (stars: number, comment = '') => {
      const id = await insertAppointment(t.database.db, { id: rated }, rater, { status: 'completed' });
      expect((await review(rater, id, { rating: stars, comment })).status).toBe(201);
    };
    await rate(5, 'Great job');
    await rate(4);

    expect((await card(rated))?.rating).toEqual({ average: 4.5, count: 2 });
    expect((await card(fresh))?.rating).toBeNull();
    expect((await publicPage(rated)).rating).toBe(4.5);
    // Rated first, then the unrated nearer one.
    expect(await topWashers()).toMatchObject([
      { id: rated, rating: 4.5 },
      { id: fresh, rating: null },
    ]);

    const reviews = (
      (await (await t.app.request(`${testOrigin}/api/washers/${rated}/reviews`)).json()) as {
        reviews: PublicReview[];
      }
    ).reviews;
    expect(reviews.map((entry) => entry.rating)).toEqual([4, 5]);
    expect(reviews[1]).toMatchObject({ comment: 'Great job', reviewerName: expect.stringMatching(/^\S+( [A-Z]\.)?$/) });
    expect(JSON.stringify(reviews)).not.toContain('@');
  });
});

describe("a washer's reviews, page by page", () => {
  it(`answers ${publicReviewsLimit} at a time, newest first, each once, until nextCursor is null; a bad cursor is a 400`, async () => {
    const popular = await insertWasher(t.database.db, { businessName: 'Popular Suds' });
    const total = publicReviewsLimit + 3;
    const instant = new Date(Date.UTC(2030, 0, 1));
    for (let index = 0; index < total; index += 1) {
      const appointmentId = await insertAppointment(t.database.db, { id: popular }, owner, { status: 'completed' });
      await t.database.db.insert(reviews).values({
        appointmentId,
        washerId: popular,
        ownerId: owner.id,
        rating: 5,
        // A third of them at one instant: ties are ordered by id.
        createdAt: index < 8 ? instant : new Date(instant.getTime() + index * 60_000),
      });
    }
    type Page = { reviews: PublicReview[]; nextCursor: string | null };
    const page = async (cursor?: string) =>
      (await (
        await t.app.request(`${testOrigin}/api/washers/${popular}/reviews${cursor ? `?cursor=${cursor}` : ''}`)
      ).json()) as Page;
    const first = await page();
    expect(first.reviews).toHaveLength(publicReviewsLimit);
    const second = await page(first.nextCursor ?? '');
    expect(second).toMatchObject({ nextCursor: null });
    expect(new Set([...first.reviews, ...second.reviews].map((review) => review.id)).size).toBe(total);
    expect((await t.app.request(`${testOrigin}/api/washers/${popular}/reviews?cursor=nope`)).status).toBe(400);
  });
});
