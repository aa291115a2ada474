import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { askForFeedback } from './feedback-request-sweep';

let t: TestApp;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  washer = await washerWithProfile(t, 'Rate Me Rinse');
});
afterAll(() => t.close());

const hour = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * hour);

/** A job of `owner` completed now (it started yesterday). */
async function completedJob(owner: SignedIn): Promise<string> {
  const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
  expect((await completeAs(t, washer, id)).status).toBe(200);
  return id;
}
const asks = async (who: SignedIn) =>
  (await mailsTo(t, who)).filter((mail) => mail.subject === 'How was your wash with Rate Me Rinse?');

describe('asking the owner to rate a finished wash', () => {
  it('asks once, a day after completion, by mail with a link to rate it', async () => {
    const owner = await signedIn(t, 'owner');
    const id = await completedJob(owner);
    expect(await askForFeedback(t.database.db, later(23))).toBe(0);
    expect(await askForFeedback(t.database.db, later(25))).toBe(1);
    const [ask] = await asks(owner);
    expect(ask?.text).toContain('Rate it in a tap');
    expect(ask?.text).toContain(`/appointments/${id}`);
    expect(await askForFeedback(t.database.db, later(26))).toBe(0);
    expect(await asks(owner)).toHaveLength(1);
  });

  it('does not ask an owner who rated it, nor past a week, nor one who turned feedback requests off', async () => {
    const rater = await signedIn(t, 'owner');
    const rated = await completedJob(rater);
    const review = await callAs(t, rater, 'POST', `/api/appointments/${rated}/review`, { rating: 5, comment: 'Great' });
    expect(review.status).toBe(201);

    const quiet = await signedIn(t, 'owner');
    const preferences = defaultPreferences();
    await saveNotificationPreferences(t.database.db, quiet.id, {
      ...preferences,
      marketing: { ...preferences.marketing, feedbackRequests: false },
    });
    await completedJob(quiet);

    // A week and more on, nobody is asked; a day on, the quiet owner's ask is withheld at delivery.
    expect(await askForFeedback(t.database.db, later(24 * 8))).toBe(0);
    expect(await askForFeedback(t.database.db, later(25))).toBe(1);
    expect(await asks(rater)).toEqual([]);
    expect(await asks(quiet)).toEqual([]);
  });
});
