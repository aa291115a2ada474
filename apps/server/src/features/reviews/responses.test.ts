import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages, type PublicReview, type ReviewStats } from '@sudsy/domain/review';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reviewReports } from './schema';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    washerWithProfile(t, 'Reply Rinse'),
    washerWithProfile(t, 'Other Rinse'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

/** A job of `forWasher` for `by`, completed and rated `rating` stars; returns the review's id. */
async function reviewed(rating: number, by: SignedIn = owner, forWasher: SignedIn = washer): Promise<string> {
  const id = await insertAppointment(t.database.db, forWasher, by, { serviceDate: dayFromToday(-1) });
  expect((await completeAs(t, forWasher, id)).status).toBe(200);
  const response = await callAs(t, by, 'POST', `/api/appointments/${id}/review`, { rating, comment: 'Fine job' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { review: { id: string } }).review.id;
}

async function publicReviews(of: SignedIn): Promise<PublicReview[]> {
  const response = await callAs(t, null, 'GET', `/api/washers/${of.id}/reviews`);
  return ((await response.json()) as { reviews: PublicReview[] }).reviews;
}

const reply = (who: SignedIn | null, reviewId: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/reviews/${reviewId}/reply`, body);
const editReply = (who: SignedIn | null, reviewId: string, body: unknown) =>
  callAs(t, who, 'PUT', `/api/reviews/${reviewId}/reply`, body);
const removeReply = (who: SignedIn | null, reviewId: string) =>
  callAs(t, who, 'DELETE', `/api/reviews/${reviewId}/reply`);
const shownReply = async (reviewId: string) =>
  (await publicReviews(washer)).find((item) => item.id === reviewId)?.reply;

/** A review of `washer` they have answered with `text`. */
async function replied(text: string): Promise<string> {
  const reviewId = await reviewed(4);
  expect((await reply(washer, reviewId, { text })).status).toBe(201);
  return reviewId;
}

const report = (who: SignedIn | null, reviewId: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/reviews/${reviewId}/report`, body);
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;

describe('POST /api/reviews/:id/reply', () => {
  it('lets the washer reviewed reply once, shown under the review on the public page', async () => {
    const reviewId = await reviewed(4);
    const response = await reply(washer, reviewId, { text: '  Thanks, see you next month!  ' });
    expect(response.status).toBe(201);
    const shown = (await publicReviews(washer)).find((item) => item.id === reviewId);
    expect(shown?.reply).toEqual({
      text: 'Thanks, see you next month!',
      createdAt: expect.any(String),
      editedAt: null,
    });

    const again = await reply(washer, reviewId, { text: 'One more thing' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(reviewMessages.alreadyReplied);
    expect((await publicReviews(washer)).find((item) => item.id === reviewId)?.reply?.text).toBe(
      'Thanks, see you next month!',
    );
  });

  it('keeps one reply when two are sent at the same moment', async () => {
    const reviewId = await reviewed(5);
    const statuses = (await Promise.all(['First', 'Second'].map((text) => reply(washer, reviewId, { text })))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses owners (403), other washers (404), blank or long replies (400) and signed-out callers (401)', async () => {
    const reviewId = await reviewed(3);
    const byOwner = await reply(owner, reviewId, { text: 'Me too' });
    expect(byOwner.status).toBe(403);
    expect(await messageOf(byOwner)).toBe(reviewMessages.washersOnlyReply);
    expect((await reply(otherWasher, reviewId, { text: 'Not mine' })).status).toBe(404);
    const blank = await reply(washer, reviewId, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toEqual({ text: reviewMessages.replyRequired });
    expect((await reply(washer, reviewId, { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await reply(null, reviewId, { text: 'Hi' })).status).toBe(401);
    expect((await publicReviews(washer)).find((item) => item.id === reviewId)?.reply).toBeNull();
  });
});

describe('PUT /api/reviews/:id/reply', () => {
  it('changes the reply on the public page and marks it edited', async () => {
    const reviewId = await replied('Thanks!');
    const before = await shownReply(reviewId);
    expect(before?.editedAt).toBeNull();

    const response = await editReply(washer, reviewId, { text: '  Thanks, and welcome back any time.  ' });
    expect(response.status).toBe(200);
    const expected = {
      text: 'Thanks, and welcome back any time.',
      createdAt: before?.createdAt,
      editedAt: expect.any(String),
    };
    expect(((await response.json()) as { reply: unknown }).reply).toEqual(expected);
    expect(await shownReply(reviewId)).toEqual(expected);
  });

  it('refuses a blank or long reply with its message, leaving the reply as it was', async () => {
    const reviewId = await replied('Kept as written');
    const blank = await editReply(washer, reviewId, { text: '  ' });
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toEqual({ text: reviewMessages.replyRequired });
    const long = await editReply(washer, reviewId, { text: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(await fieldsOf(long)).toEqual({ text: reviewMessages.replyTooLong });
    expect(await shownReply(reviewId)).toEqual({
      text: 'Kept as written',
      createdAt: expect.any(String),
      editedAt: null,
    });
  });

  it('refuses owners (403), other washers (404), a review without reply (404) and signed-out callers (401)', async () => {
    const reviewId = await replied('Mine to change');
    const byOwner = await editReply(owner, reviewId, { text: 'Changed' });
    expect(byOwner.status).toBe(403);
    expect(await messageOf(byOwner)).toBe(reviewMessages.washersOnlyReply);
    expect((await editReply(otherWasher, reviewId, { text: 'Changed' })).status).toBe(404);
    expect((await editReply(null, reviewId, { text: 'Changed' })).status).toBe(401);
    expect((await shownReply(reviewId))?.text).toBe('Mine to change');
    expect((await editReply(washer, await reviewed(4), { text: 'Changed' })).status).toBe(404);
  });
});

describe('DELETE /api/reviews/:id/reply', () => {
  it('takes the reply off the public page, and the washer may reply again', async () => {
    const reviewId = await replied('Said too soon');
    expect((await editReply(washer, reviewId, { text: 'Said too soon, sorry' })).status).toBe(200);

    expect((await removeReply(washer, reviewId)).status).toBe(204);
    expect(await shownReply(reviewId)).toBeNull();
    expect((await removeReply(washer, reviewId)).status).toBe(404);

    expect((await reply(washer, reviewId, { text: 'Thanks for the kind words.' })).status).toBe(201);
    expect(await shownReply(reviewId)).toEqual({
      text: 'Thanks for the kind words.',
      createdAt: expect.any(String),
      editedAt: null,
    });
  });

  it('refuses owners (403), other washers (404) and signed-out callers (401), keeping the reply', async () => {
    const reviewId = await replied('Staying put');
    const byOwner = await removeReply(owner, reviewId);
    expect(byOwner.status).toBe(403);
    expect(await messageOf(byOwner)).toBe(reviewMessages.washersOnlyReply);
    expect((await removeReply(otherWasher, reviewId)).status).toBe(404);
    expect((await removeReply(null, reviewId)).status).toBe(401);
    expect((await shownReply(reviewId))?.text).toBe('Staying put');
  });
});

describe('POST /api/reviews/:id/report', () => {
  it('stores a report for the operator, once per user, and the review stays visible', async () => {
    const reviewId = await reviewed(1);
    const response = await report(otherWasher, reviewId, { reason: 'offensive', details: ' Rude words ' });
    expect(response.status).toBe(201);
    const again = await report(otherWasher, reviewId, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(reviewMessages.alreadyReported);
    expect((await report(washer, reviewId, { reason: 'not-a-customer' })).status).toBe(201);

    const stored = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(
      stored.map(({ reporterId, reason, details, handledAt }) => ({ reporterId, reason, details, handledAt })),
    ).toEqual(
      expect.arrayContaining([
        { reporterId: otherWasher.id, reason: 'offensive', details: 'Rude words', handledAt: null },
        { reporterId: washer.id, reason: 'not-a-customer', details: '', handledAt: null },
      ]),
    );
    expect((await publicReviews(washer)).map((item) => item.id)).toContain(reviewId);
  });

  it('refuses an unknown reason (400), an unknown review (404) and signed-out callers (401)', async () => {
    const reviewId = await reviewed(2);
    const unknownReason = await report(owner, reviewId, { reason: 'boring' });
    expect(unknownReason.status).toBe(400);
    expect(await fieldsOf(unknownReason)).toEqual({ reason: reviewMessages.reportReasonRequired });
    expect((await report(owner, '00000000-0000-4000-8000-000000000000', { reason: 'spam' })).status).toBe(404);
    expect((await report(null, reviewId, { reason: 'spam' })).status).toBe(401);
  });
});

describe('GET /api/washers/:id/review-stats', () => {
  it('counts the stars, the completed jobs and the customers who came back', async () => {
    const rated = await washerWithProfile(t, 'Stats Suds');
    const [regular, once] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner')]);
    await reviewed(5, regular, rated);
    await reviewed(4, regular, rated);
    await reviewed(5, once, rated);
    // A job not yet done counts nowhere.
    await insertAppointment(t.database.db, rated, once, { serviceDate: dayFromToday(3) });

    const response = await callAs(t, null, 'GET', `/api/washers/${rated.id}/review-stats`);
    expect(response.status).toBe(200);
    expect((await response.json()) as ReviewStats).toEqual({
      average: 4.7,
      count: 3,
      distribution: [0, 0, 0, 1, 2],
      completedJobs: 3,
      repeatCustomerShare: 0.5,
    });
  });

  it('answers zeros for a washer without jobs', async () => {
    const fresh = await washerWithProfile(t, 'Fresh Foam');
    const response = await callAs(t, null, 'GET', `/api/washers/${fresh.id}/review-stats`);
    expect(await response.json()).toEqual({
      average: null,
      count: 0,
      distribution: [0, 0, 0, 0, 0],
      completedJobs: 0,
      repeatCustomerShare: null,
    });
  });
});
