import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages, moderationNoticeTexts, type ReportedReview } from '@sudsy/domain/moderation';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import type { PublicReview, ReviewStats } from '@sudsy/domain/review';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operatorAudit } from './schema';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

/** A job of `washer` for a new owner, completed and rated; the review's id and its author. */
async function reviewed(washer: SignedIn, rating: number): Promise<{ reviewId: string; author: SignedIn }> {
  const author = await signedIn(t, 'owner');
  const id = await insertAppointment(t.database.db, washer, author, { serviceDate: dayFromToday(-1) });
  expect((await completeAs(t, washer, id)).status).toBe(200);
  const response = await callAs(t, author, 'POST', `/api/appointments/${id}/review`, {
    rating,
    comment: `${rating} stars`,
  });
  expect(response.status).toBe(201);
  return { reviewId: ((await response.json()) as { review: { id: string } }).review.id, author };
}

async function reportedBy(reviewId: string, reason = 'offensive'): Promise<SignedIn> {
  const reporter = await signedIn(t, 'owner');
  const response = await callAs(t, reporter, 'POST', `/api/reviews/${reviewId}/report`, { reason, details: 'Rude' });
  expect(response.status).toBe(201);
  return reporter;
}

const queue = async () =>
  ((await (await callAs(t, operator, 'GET', '/api/operator/reports')).json()) as { reviews: ReportedReview[] }).reviews;
const decide = (reviewId: string, body: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/reports/reviews/${reviewId}/decision`, body);
const publicIds = async (washer: SignedIn) =>
  (
    (await (await callAs(t, null, 'GET', `/api/washers/${washer.id}/reviews`)).json()) as { reviews: PublicReview[] }
  ).reviews.map((review) => review.id);
const stats = async (washer: SignedIn) =>
  (await (await callAs(t, null, 'GET', `/api/washers/${washer.id}/review-stats`)).json()) as ReviewStats;
const ratingOf = async (washer: SignedIn) =>
  ((await (await callAs(t, null, 'GET', `/api/washers/${washer.id}`)).json()) as { rating: number | null }).rating;
const told = async (who: SignedIn) => {
  // The mails first: reading them waits for every notice to be delivered, the bell items with them.
  const mail = (await mailsTo(t, who)).map((each) => each.subject);
  const bell = (await (await callAs(t, who, 'GET', '/api/notifications')).json()) as NotificationsPage;
  return { mail, bell: bell.notifications.map((item) => item.title) };
};

describe('the report queue', () => {
  it('hides a reported review: off the page and the figures, its reporter and author told, the log written', async () => {
    const washer = await washerWithProfile(t, 'Moderated Mobile');
    const kept = await reviewed(washer, 5);
    const { reviewId, author } = await reviewed(washer, 1);
    const reporter = await reportedBy(reviewId);
    const waiting = (await queue()).find((item) => item.review.id === reviewId);
    expect(waiting).toMatchObject({
      review: {
        rating: 1,
        comment: '1 stars',
        washer: { id: washer.id, name: 'Moderated Mobile' },
        author: { id: author.id },
      },
      reports: [{ reason: 'offensive', details: 'Rude', reporter: { id: reporter.id } }],
    });
    expect((await stats(washer)).distribution).toEqual([1, 0, 0, 0, 1]);
    expect(await ratingOf(washer)).toBe(3);

    expect((await decide(reviewId, { decision: 'hide', reason: '' })).status).toBe(400);
    expect((await decide(reviewId, { decision: 'hide', reason: 'Insults the washer' })).status).toBe(200);
    expect(await publicIds(washer)).toEqual([kept.reviewId]);
    expect((await stats(washer)).distribution).toEqual([0, 0, 0, 0, 1]);
    expect(await ratingOf(washer)).toBe(5);
    expect((await queue()).some((item) => item.review.id === reviewId)).toBe(false);

    const subject = moderationNoticeTexts.reporterSubject('hide', 'Moderated Mobile');
    expect(await told(reporter)).toMatchObject({ mail: expect.arrayContaining([subject]) as unknown, bell: [subject] });
    const authorSubject = moderationNoticeTexts.authorSubject('Moderated Mobile');
    expect((await told(author)).mail).toContain(authorSubject);
    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `review:${reviewId}`));
    expect(logged).toMatchObject({ action: 'review.hidden', reason: 'Insults the washer', actorId: operator.id });

    const again = await decide(reviewId, { decision: 'keep', reason: 'Second look' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      moderationMessages.nothingToDecide,
    );
  });

  it('keeps a reported review: every reporter hears why, the author hears nothing, the review stays', async () => {
    const washer = await washerWithProfile(t, 'Kept Mobile');
    const { reviewId, author } = await reviewed(washer, 2);
    const reporters = [await reportedBy(reviewId, 'spam'), await reportedBy(reviewId, 'not-a-customer')];
    expect((await queue()).find((item) => item.review.id === reviewId)?.reports).toHaveLength(2);
    expect((await decide(reviewId, { decision: 'keep', reason: 'An honest two-star review' })).status).toBe(200);
    expect(await publicIds(washer)).toEqual([reviewId]);
    for (const reporter of reporters) {
      const mails = await mailsTo(t, reporter);
      const mail = mails.find((each) => each.subject === moderationNoticeTexts.reporterSubject('keep', 'Kept Mobile'));
      expect(mail?.text).toContain('Our reason: An honest two-star review');
    }
    expect((await told(author)).mail.filter((subject) => subject.includes('hidden'))).toEqual([]);
  });

  it('shows each reporter, and only them, their report on the washer page and then its outcome', async () => {
    const washer = await washerWithProfile(t, 'Watched Mobile');
    const { reviewId } = await reviewed(washer, 1);
    const reporter = await reportedBy(reviewId);
    const bystander = await signedIn(t, 'owner');
    const reportsOf = async (who: SignedIn) => {
      const response = await callAs(t, who, 'GET', `/api/washers/${washer.id}/reviews/my-reports`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { reports: unknown[] }).reports;
    };
    expect(await reportsOf(reporter)).toEqual([{ reviewId, outcome: null, reason: null }]);
    expect(await reportsOf(bystander)).toEqual([]);
    expect((await decide(reviewId, { decision: 'keep', reason: 'It describes the job' })).status).toBe(200);
    expect(await reportsOf(reporter)).toEqual([{ reviewId, outcome: 'keep', reason: 'It describes the job' }]);
  });
});
