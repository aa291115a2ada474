import { randomUUID } from 'node:crypto';
import { defaultNotificationPreferences } from '@sudsy/domain/constants';
import { addDays } from '@sudsy/domain/schedule-time-zone';
import type { ProofPhotos } from '@sudsy/domain/photo-proof';
import { defaultSmsSettings } from '@sudsy/domain/sms-settings';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import { appointmentDays } from '../features/appointments/schema';
import { smsInboundUrl, smsWebhookToken, twilioSignatureOf } from '../features/sms/webhook';
import { jpegWithGps } from '../platform/images/test-images';
import { unsubscribeToken } from '../features/campaigns/unsubscribe-token';
import { callAs, sendFormAs, type SignedIn } from './accounts';
import { insertAppointment } from './appointments';
import {
  accept,
  emailOf,
  payingOwner,
  quote,
  quoteBody,
  sendRequest,
  upcoming,
  washerWithProfile,
  wizardRequest,
} from './bookings';
import { dayFromToday } from './dates';
import { paymentEventBody, signatureFor } from './payment-webhooks';
import { cookieOf, signIn, testOrigin, type TestApp } from './test-app';
import { profileInput } from './washers';

/** A reply to our number as Twilio posts it, signed with the instance's webhook token. */
function signedSmsReply(t: TestApp): Call {
  const form = { From: '+14155550100', To: '+15005550006', Body: 'Thanks, see you then' };
  const signature = twilioSignatureOf(smsWebhookToken(t.config), smsInboundUrl(t.config.publicUrl), form);
  return {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  };
}

// Every operation of /api/openapi.json with its access rule and a call that passes it: the
// authorization matrix checks the rules, the fuzz test breaks the calls.

export type Identity = 'signedOut' | 'ownerA' | 'ownerB' | 'washerX' | 'washerY';
/**
 * 'allowed' is any answer past the access checks: 2xx, or 409 when an earlier call changed the
 * state. 400 is past them too, for a call whose valid form would end the caller (closing an account).
 */
export type Answer = 'allowed' | 400 | 401 | 403 | 404;
export type Answers = Record<Identity, Answer>;

export const identities: Identity[] = ['signedOut', 'ownerA', 'ownerB', 'washerX', 'washerY'];

// The access rules the services apply, as answers per identity.
const everyone: Answers = {
  signedOut: 'allowed',
  ownerA: 'allowed',
  ownerB: 'allowed',
  washerX: 'allowed',
  washerY: 'allowed',
};
const signedInUsers: Answers = { ...everyone, signedOut: 401 };
const owners: Answers = { ...signedInUsers, washerX: 403, washerY: 403 };
const washers: Answers = { ...signedInUsers, ownerA: 403, ownerB: 403 };
/** A's own resource behind an owners-only route: another owner finds nothing. */
const ownerAOnly: Answers = { ...owners, ownerB: 404 };
/** X's own resource behind a washers-only route: another washer finds nothing. */
const washerXOnly: Answers = { ...washers, washerY: 404 };
/** A resource A and X share (a request sent to X, their appointment): nobody else finds it. */
const partiesOfAX: Answers = { signedOut: 401, ownerA: 'allowed', ownerB: 404, washerX: 'allowed', washerY: 404 };
/** The operator console: no caller here is an operator, and none learns that it exists. */
const nobody: Answers = { signedOut: 404, ownerA: 404, ownerB: 404, washerX: 404, washerY: 404 };
/** A's own resource behind a route any signed-in user may call. */
const onlyA: Answers = { signedOut: 401, ownerA: 'allowed', ownerB: 404, washerX: 404, washerY: 404 };

export type Call = {
  path?: Record<string, string>;
  query?: string;
  body?: unknown;
  form?: Record<string, File | string>;
  /** Headers beyond the usual Origin and cookie (a webhook's signature). */
  headers?: Record<string, string>;
};
export type Rule = { answers: Answers; call?: (fixtures: Fixtures) => Promise<Call> | Call };

type Users = Record<Exclude<Identity, 'signedOut'>, SignedIn>;

/** A browser's push subscription at a push service of its own (never sent to: nothing happens to A). */
const pushSubscriptionBody = () => ({
  endpoint: `https://push.example.com/matrix/${randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/** Stripe's card that always succeeds, with an expiry years ahead. */
const testCard = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/** X's insurance number: private to X and owners with a booking with X. */
export const xInsurance = 'INS-MATRIX-77';
/** Where Y works (X works at profileInput's map centre). */
const elsewhere = { lat: 30.3005, lng: -97.7012 };

/**
 * Owners A and B, signed in with a card, and washers X and Y, searchable from bases of their own
 * with payouts set up, and X insured; resources of A and X are made by the returned fixtures as operations ask.
 */
export async function createFixtures(t: TestApp): Promise<Fixtures> {
  const [ownerA, ownerB, washerX, washerY] = await Promise.all([
    payingOwner(t),
    payingOwner(t),
    washerWithProfile(t, 'Matrix Shine'),
    washerWithProfile(t, 'Matrix Gleam'),
  ]);
  // Y works from a base of its own, so that only X's answers may carry X's.
  await created(await callAs(t, washerY, 'PUT', '/api/washer-profile', profileInput({ mapCenter: elsewhere })));
  const users = { ownerA, ownerB, washerX, washerY };
  const emails = {
    ownerA: await emailOf(t, ownerA),
    ownerB: await emailOf(t, ownerB),
    washerX: await emailOf(t, washerX),
    washerY: await emailOf(t, washerY),
  };
  await created(await callAs(t, washerX, 'PUT', '/api/washer-credentials/insurance', { insuranceNumber: xInsurance }));
  const photo = new File([await jpegWithGps(400, 300)], 'car.jpg', { type: 'image/jpeg' });
  return new Fixtures(t, users, emails, photo);
}

async function created<T>(response: Response): Promise<T> {
  if (response.status >= 300) throw new Error(`fixture failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Resources of A and X, each made fresh for the operation that asks, since calls may change them. */
export class Fixtures {
  constructor(
    readonly t: TestApp,
    readonly users: Users,
    readonly emails: Record<keyof Users, string>,
    readonly photo: File,
  ) {}

  get a() {
    return this.users.ownerA;
  }

  /** A's link out of the newsletter, as a campaign mail carries it. */
  unsubscribeTokenOfA(): string {
    return unsubscribeToken(this.t.config.authSecret, this.a.id, 'newsletter');
  }
  get x() {
    return this.users.washerX;
  }

  /** A request from A sent to X only. */
  request(): Promise<string> {
    return sendRequest(this.t, this.a, [this.x]);
  }

  /** A request from A that X has quoted, each at a time of its own so that no two bookings overlap. */
  async quotedRequest(): Promise<string> {
    const id = await this.request();
    await created(await quote(this.t, this.x, id, { proposedDate: this.nextWeek() }));
    return id;
  }

  private weeksAhead = 0;

  /** A Monday one week later than the last one asked for. */
  nextWeek(): string {
    this.weeksAhead += 1;
    return addDays(upcoming('Monday'), 7 * this.weeksAhead);
  }

  /** A request from A with a photo attached, and that photo's id. */
  async requestWithPhoto(): Promise<{ id: string; photoId: string }> {
    const { photo: uploaded } = await created<{ photo: { id: string } }>(
      await sendFormAs(this.t, this.a, 'POST', '/api/request-photos', { photo: this.photo }),
    );
    const { request } = await created<{ request: { id: string } }>(
      await callAs(this.t, this.a, 'POST', '/api/quote-requests', wizardRequest([this.x], { photoIds: [uploaded.id] })),
    );
    return { id: request.id, photoId: uploaded.id };
  }

  /** A photo A uploaded for a request not yet sent. */
  async unsentPhoto(): Promise<string> {
    const { photo: uploaded } = await created<{ photo: { id: string } }>(
      await sendFormAs(this.t, this.a, 'POST', '/api/request-photos', { photo: this.photo }),
    );
    return uploaded.id;
  }

  /** A scheduled appointment of A with X, booked by accepting X's quote. */
  async appointment(): Promise<string> {
    const requestId = await this.quotedRequest();
    const { booking } = await created<{ booking: { appointmentId: string } }>(
      await accept(this.t, this.a, requestId, this.x),
    );
    return booking.appointmentId;
  }

  /** A's appointment with X and a new time A proposed for it: X may answer it, A withdraw it. */
  async proposal(): Promise<{ id: string; proposalId: string }> {
    const id = await this.appointment();
    const { appointment } = await created<{ appointment: { reschedules: { id: string }[] } }>(
      await callAs(this.t, this.a, 'POST', `/api/appointments/${id}/reschedule`, {
        date: this.nextWeek(),
        start: '14:00',
      }),
    );
    const [proposal] = appointment.reschedules;
    if (!proposal) throw new Error('fixture failed: no proposal');
    return { id, proposalId: proposal.id };
  }

  /** A repeat series of A's with X (every 4 weeks for a month), booked at once; its dates that clash are skipped. */
  async series(): Promise<{ id: string; washId: string }> {
    const body = { ...((await this.instantBooking()) as object), repeat: { everyWeeks: 4, months: 1 } };
    const path = `/api/washers/${this.x.id}/instant-bookings`;
    let response = await callAs(this.t, this.a, 'POST', path, body);
    if (response.status === 409) {
      const { error } = (await response.json()) as { error: { conflicts: { date: string }[] } };
      const skip = error.conflicts.map((conflict) => conflict.date);
      response = await callAs(this.t, this.a, 'POST', path, { ...body, repeat: { ...body.repeat, skip } });
    }
    const { booking } = await created<{ booking: { seriesId: string } }>(response);
    const { series } = await created<{ series: { occurrences: { appointmentId: string }[] } }>(
      await callAs(this.t, this.a, 'GET', `/api/series/${booking.seriesId}`),
    );
    return { id: booking.seriesId, washId: series.occurrences.at(-1)?.appointmentId ?? '' };
  }

  /** A job of A's that X completed with before and after photos. */
  async completedWithPhotos(): Promise<string> {
    const id = await insertAppointment(this.t.database.db, this.x, this.a, { serviceDate: dayFromToday(-1) });
    await created(
      await sendFormAs(this.t, this.x, 'POST', `/api/appointments/${id}/complete`, {
        before: this.photo,
        after: this.photo,
      }),
    );
    return id;
  }

  /** A job of A's that X has in progress, with one after photo: its ids. */
  async proofPhoto(): Promise<{ id: string; photoId: string }> {
    const id = await insertAppointment(this.t.database.db, this.x, this.a, { serviceDate: dayFromToday(-1) });
    await this.t.database.db.insert(appointmentDays).values({ appointmentId: id, step: 'in_progress' });
    const added = await sendFormAs(this.t, this.x, 'POST', `/api/appointments/${id}/proof-photos`, {
      kind: 'after',
      file: this.photo,
    });
    const { photos } = await created<ProofPhotos>(added);
    return { id, photoId: photos[0]?.id ?? '' };
  }

  /** A priced job of A's that X completed: it has a receipt. */
  async completedJob(): Promise<string> {
    const id = await insertAppointment(this.t.database.db, this.x, this.a, {
      serviceDate: dayFromToday(-1),
      priceCents: 9500,
    });
    await created(await sendFormAs(this.t, this.x, 'POST', `/api/appointments/${id}/complete`, { after: this.photo }));
    return id;
  }

  /** A's report of a problem with a job X completed, with one photo: the job's id and the photo's. */
  async dispute(): Promise<{ id: string; photoId: string }> {
    const id = await this.completedJob();
    await created(
      await callAs(this.t, this.a, 'POST', `/api/appointments/${id}/dispute`, {
        problem: 'The wheels were still muddy.',
        amountCents: 0,
      }),
    );
    const { dispute } = await created<{ dispute: { photos: { id: string }[] } }>(
      await sendFormAs(this.t, this.a, 'POST', `/api/appointments/${id}/dispute/photos`, { file: this.photo }),
    );
    return { id, photoId: dispute.photos[0]?.id ?? '' };
  }

  /** A's review of a job X completed. */
  async review(): Promise<string> {
    const appointmentId = await this.completedJob();
    const { review } = await created<{ review: { id: string } }>(
      await callAs(this.t, this.a, 'POST', `/api/appointments/${appointmentId}/review`, { rating: 4 }),
    );
    return review.id;
  }

  /** A's review of a job X completed, which X has answered. */
  async repliedReview(): Promise<string> {
    const reviewId = await this.review();
    await created(await callAs(this.t, this.x, 'POST', `/api/reviews/${reviewId}/reply`, { text: 'Thank you!' }));
    return reviewId;
  }

  /** A message X sent A about A's request. */
  async messageFromX(): Promise<string> {
    await this.request();
    const { message } = await created<{ message: { id: string } }>(
      await callAs(this.t, this.x, 'POST', `/api/messages/conversations/${this.a.id}`, { content: 'See you at 10.' }),
    );
    return message.id;
  }

  /** A device of A's that gets push notifications. */
  async pushDevice(): Promise<string> {
    const { device } = await created<{ device: { id: string } }>(
      await callAs(this.t, this.a, 'POST', '/api/push-subscriptions', pushSubscriptionBody()),
    );
    return device.id;
  }

  async vehicle(): Promise<string> {
    const { vehicle } = await created<{ vehicle: { id: string } }>(
      await callAs(this.t, this.a, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 }),
    );
    return vehicle.id;
  }

  /** A SetupIntent of A's, to save a card on with the local provider's card form. */
  async setupIntentOfA(): Promise<{ setupIntentId: string; clientSecret: string }> {
    return created(await callAs(this.t, this.a, 'POST', '/api/payment-methods/setup'));
  }

  /** A test card A saved. */
  async cardOfA(): Promise<string> {
    const setup = await this.setupIntentOfA();
    const path = `/api/dev/payments/setup-intents/${setup.setupIntentId}/confirm`;
    const saved = await callAs(this.t, this.a, 'POST', path, { clientSecret: setup.clientSecret, ...testCard });
    if (saved.status !== 204) throw new Error(`fixture failed: ${saved.status} ${await saved.text()}`);
    const { cards } = await created<{ cards: { id: string }[] }>(
      await callAs(this.t, this.a, 'GET', '/api/payment-methods'),
    );
    return cards[0]!.id;
  }

  /** A body booking X's first free start at once (X takes instant bookings from here on), with A's vehicle. */
  async instantBooking(): Promise<unknown> {
    await created(
      await callAs(this.t, this.x, 'PUT', '/api/washer-profile/instant-booking', { enabled: true, noticeHours: 1 }),
    );
    const { slots } = await created<{ slots: string[] }>(
      await callAs(this.t, this.a, 'GET', `/api/washers/${this.x.id}/free-slots?services=express-wash`),
    );
    return {
      serviceIds: ['express-wash'],
      start: slots[0],
      vehicleId: await this.vehicle(),
      address: '1 Congress Ave, Austin, TX',
    };
  }

  async block(): Promise<string> {
    const id = randomUUID();
    await created(await callAs(this.t, this.x, 'PUT', `/api/schedule/blocks/${id}`, blockOn(this.nextWeek())));
    return id;
  }

  async galleryItem(): Promise<string> {
    const { item } = await created<{ item: { id: string } }>(
      await sendFormAs(this.t, this.x, 'POST', '/api/gallery', { before: this.photo }),
    );
    return item.id;
  }

  async skill(): Promise<string> {
    const { skill } = await created<{ skill: { id: string } }>(
      await callAs(this.t, this.x, 'POST', '/api/washer-credentials/skills', { name: `Polish ${randomUUID()}` }),
    );
    return skill.id;
  }

  async certification(): Promise<string> {
    const { certification } = await created<{ certification: { id: string } }>(
      await callAs(this.t, this.x, 'POST', '/api/washer-credentials/certifications', certificationBody),
    );
    return certification.id;
  }

  /** The file name of X's calendar feed, which whoever holds the URL may read. */
  async feedFile(): Promise<string> {
    const { url } = await created<{ url: string }>(await callAs(this.t, this.x, 'GET', '/api/schedule/calendar-feed'));
    return url.split('/').at(-1) ?? '';
  }

  /** A payment event signed as the local provider signs its events, with a fresh id. */
  signedPaymentEvent(): Call {
    const body = paymentEventBody();
    return { body: JSON.parse(body) as unknown, headers: { 'stripe-signature': signatureFor(this.t, body) } };
  }

  /** A second signed-in device of A's. */
  async otherSessionOfA(): Promise<string> {
    const signedInAgain = await signIn(this.t.app, this.emails.ownerA, 'owner');
    const other = { ...this.a, cookie: cookieOf(signedInAgain) };
    const { sessions } = await created<{ sessions: { id: string; current: boolean }[] }>(
      await callAs(this.t, other, 'GET', '/api/account/sessions'),
    );
    return sessions.find((session) => session.current)?.id ?? '';
  }
}

const blockOn = (date: string) => ({ date, start: '09:00', durationMinutes: 60, reason: '' });
const certificationBody = {
  name: 'IDA Certified',
  issuer: 'International Detailing Association',
  issueDate: '2024-01-10',
};

/** Every operation's access rule, and a call the allowed can make (fresh resources where it changes them). */
export const operationRules: Record<string, Rule> = {
  'GET /api/health': { answers: everyone },
  'GET /api/openapi.json': { answers: everyone },
  'GET /api/dev/mailbox': { answers: everyone },
  'GET /api/dev/mailbox/pushes': { answers: everyone },
  'GET /api/dev/mailbox/texts': { answers: everyone },
  // Each user's own number: without SMS on there is none to confirm (409), which is past the checks.
  'POST /api/sms/confirm': { answers: signedInUsers, call: () => ({ body: { code: '123456' } }) },
  'POST /api/sms/resend': { answers: signedInUsers },
  // Twilio's, so signed out too: its guard is the signature over the fields; a reply that is no
  // keyword changes nothing.
  'POST /api/sms/inbound': { answers: everyone, call: (f) => signedSmsReply(f.t) },
  // The link's token is the authority: it unsubscribes A from one topic, whoever follows it.
  'GET /api/unsubscribe/{token}': { answers: everyone, call: (f) => ({ path: { token: f.unsubscribeTokenOfA() } }) },
  'POST /api/unsubscribe/{token}': { answers: everyone, call: (f) => ({ path: { token: f.unsubscribeTokenOfA() } }) },
  'GET /api/operator/audit': { answers: nobody },
  'GET /api/operator/audit.csv': { answers: nobody },
  'GET /api/operator/accounts': { answers: nobody, call: () => ({ query: 'email=example' }) },
  'POST /api/operator/accounts/{id}/suspension': {
    answers: nobody,
    call: (f) => ({ path: { id: f.users.washerX.id }, body: { reason: 'Matrix' } }),
  },
  'GET /api/operator/reports': { answers: nobody },
  'GET /api/operator/figures': { answers: nobody },
  'POST /api/operator/reports/reviews/{id}/decision': {
    answers: nobody,
    call: () => ({ path: { id: randomUUID() }, body: { decision: 'hide', reason: 'Matrix' } }),
  },
  'POST /api/operator/accounts/{id}/reinstatement': {
    answers: nobody,
    call: (f) => ({ path: { id: f.users.washerX.id }, body: { reason: 'Matrix' } }),
  },
  'POST /api/operator/reports/messages/{id}/decision': {
    answers: nobody,
    call: () => ({ path: { id: randomUUID() }, body: { decision: 'hide', reason: 'Matrix' } }),
  },
  'POST /api/operator/reports/profiles/{id}/decision': {
    answers: nobody,
    call: (f) => ({ path: { id: f.users.washerX.id }, body: { decision: 'keep', reason: 'Matrix' } }),
  },
  'GET /api/operator/disputes': { answers: nobody },
  'GET /api/operator/disputes/{id}': { answers: nobody, call: () => ({ path: { id: randomUUID() } }) },
  'GET /api/operator/disputes/{id}/photos/{photoId}': {
    answers: nobody,
    call: () => ({ path: { id: randomUUID(), photoId: 'before' } }),
  },
  'POST /api/operator/disputes/{id}/decision': {
    answers: nobody,
    call: () => ({ path: { id: randomUUID() }, body: { refundCents: 0, reason: 'Photos show it' } }),
  },
  // A's job with X: only A reports and answers the offer (none waits: 409), only X answers the report.
  'GET /api/appointments/{id}/dispute': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.completedJob() } }),
  },
  'POST /api/appointments/{id}/dispute': {
    answers: ownerAOnly,
    call: async (f) => ({
      path: { id: await f.completedJob() },
      body: { problem: 'The wheels were still muddy.', amountCents: 0 },
    }),
  },
  'POST /api/appointments/{id}/dispute/photos': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: (await f.dispute()).id }, form: { file: f.photo } }),
  },
  'GET /api/appointments/{id}/dispute/photos/{photoId}': {
    answers: partiesOfAX,
    call: async (f) => ({ path: await f.dispute() }),
  },
  'POST /api/appointments/{id}/dispute/answer': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: (await f.dispute()).id }, body: { kind: 'contest', message: 'It was clean.' } }),
  },
  'POST /api/appointments/{id}/dispute/offer': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: (await f.dispute()).id }, body: { accept: false } }),
  },
  'GET /api/operator/verifications': { answers: nobody },
  'GET /api/operator/verifications/{washerId}': {
    answers: nobody,
    call: (f) => ({ path: { washerId: f.users.washerX.id } }),
  },
  'GET /api/operator/verifications/{washerId}/documents/{kind}': {
    answers: nobody,
    call: (f) => ({ path: { washerId: f.users.washerX.id, kind: 'id-document' } }),
  },
  'POST /api/operator/verifications/{washerId}/approval': {
    answers: nobody,
    call: (f) => ({ path: { washerId: f.users.washerX.id } }),
  },
  'POST /api/operator/verifications/{washerId}/rejection': {
    answers: nobody,
    call: (f) => ({ path: { washerId: f.users.washerX.id }, body: { reason: 'Matrix' } }),
  },
  // Each washer's own; X's documents are private to X (and operators): Y has none to read.
  'GET /api/verification': { answers: washers },
  'PUT /api/verification/documents/{kind}': {
    answers: washers,
    call: (f) => ({ path: { kind: 'id-document' }, form: { file: f.photo } }),
  },
  'GET /api/verification/documents/{kind}': {
    answers: { ...washers, washerY: 404 },
    call: async (f) => {
      await created(
        await sendFormAs(f.t, f.users.washerX, 'PUT', '/api/verification/documents/insurance-certificate', {
          file: f.photo,
        }),
      );
      return { path: { kind: 'insurance-certificate' } };
    },
  },
  'PUT /api/verification/insurance-expiry': {
    answers: washers,
    call: () => ({ body: { insuranceExpiresOn: dayFromToday(200) } }),
  },
  'POST /api/verification/submission': { answers: washers },
  'GET /api/push/config': { answers: everyone },
  'GET /api/push-subscriptions': { answers: signedInUsers },
  // Each user's own device: a browser subscribed by another passes to whoever subscribes it now.
  'POST /api/push-subscriptions': { answers: signedInUsers, call: () => ({ body: pushSubscriptionBody() }) },
  'DELETE /api/push-subscriptions/{id}': {
    answers: onlyA,
    call: async (f) => ({ path: { id: await f.pushDevice() } }),
  },
  'GET /api/dev/payments': { answers: everyone },
  // The provider's, so signed out too: its guard is the signature, and a resent event is a 200.
  'POST /api/payments/webhook': { answers: everyone, call: (f) => f.signedPaymentEvent() },
  'GET /api/payment-methods': { answers: owners },
  'POST /api/payment-methods/setup': { answers: owners },
  'PUT /api/payment-methods/{id}/default': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.cardOfA() } }),
  },
  'DELETE /api/payment-methods/{id}': { answers: ownerAOnly, call: async (f) => ({ path: { id: await f.cardOfA() } }) },
  'POST /api/dev/payments/setup-intents/{id}/confirm': {
    answers: ownerAOnly,
    call: async (f) => {
      const { setupIntentId, clientSecret } = await f.setupIntentOfA();
      return { path: { id: setupIntentId }, body: { clientSecret, ...testCard } };
    },
  },
  'GET /api/payouts/account': { answers: washers },
  // Each washer's own account, made the first time: nobody else's is reachable through it.
  'POST /api/payouts/onboarding': { answers: washers },
  // Read from the caller's own ledger entries only.
  'GET /api/payouts/summary': { answers: washers },
  'GET /api/maps/config': { answers: everyone },
  'GET /api/payments/config': { answers: everyone },
  'GET /api/maps/tiles': { answers: everyone },
  // Public, and absent for everyone outside Google mode (the tests' maps are offline).
  'GET /api/maps/key': { answers: { signedOut: 404, ownerA: 404, ownerB: 404, washerX: 404, washerY: 404 } },
  'GET /api/geocode/suggest': { answers: everyone, call: () => ({ query: 'q=Austin' }) },
  'GET /api/geocode/reverse': { answers: everyone, call: () => ({ query: 'lat=30.2672&lng=-97.7431' }) },
  'GET /api/washers/search': {
    answers: everyone,
    call: () => ({ query: 'services=express-wash&address=Austin%2C%20TX&lat=30.2672&lng=-97.7431' }),
  },
  'GET /api/washers/{id}': { answers: everyone, call: (f) => ({ path: { id: f.x.id } }) },
  // X's profile: anyone signed in but X (403, own_profile) reports it, once each.
  'POST /api/washers/{id}/report': {
    answers: { signedOut: 401, ownerA: 'allowed', ownerB: 'allowed', washerX: 403, washerY: 'allowed' },
    call: (f) => ({ path: { id: f.x.id }, body: { reason: 'fake-business' } }),
  },
  // Each signed-in caller reads only their own report of X's profile (null for one who made none).
  'GET /api/washers/{id}/my-report': { answers: signedInUsers, call: (f) => ({ path: { id: f.x.id } }) },
  'GET /api/washers/{id}/reviews': { answers: everyone, call: (f) => ({ path: { id: f.x.id } }) },
  'GET /api/washers/{id}/review-stats': { answers: everyone, call: (f) => ({ path: { id: f.x.id } }) },
  // Each signed-in caller reads only their own reports (an empty list for someone who made none).
  'GET /api/washers/{id}/reviews/my-reports': { answers: signedInUsers, call: (f) => ({ path: { id: f.x.id } }) },
  // Only the washer reviewed may reply (the refusals are tried first, the one reply last).
  'POST /api/reviews/{id}/reply': {
    answers: { ...washerXOnly },
    call: async (f) => ({ path: { id: await f.review() }, body: { text: 'Thank you!' } }),
  },
  // Only the washer reviewed may change or take back their reply.
  'PUT /api/reviews/{id}/reply': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.repliedReview() }, body: { text: 'Thank you again!' } }),
  },
  'DELETE /api/reviews/{id}/reply': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.repliedReview() } }),
  },
  'POST /api/reviews/{id}/report': {
    answers: signedInUsers,
    call: async (f) => ({ path: { id: await f.review() }, body: { reason: 'spam' } }),
  },
  'GET /api/washers/{id}/credentials': { answers: everyone, call: (f) => ({ path: { id: f.x.id } }) },
  'GET /api/washers/{id}/free-slots': {
    answers: everyone,
    call: (f) => ({ path: { id: f.x.id }, query: 'services=express-wash' }),
  },
  'POST /api/washers/{id}/instant-bookings': {
    // B may book X too, but not with A's vehicle.
    answers: { ...owners, ownerB: 400 },
    call: async (f) => ({ path: { id: f.x.id }, body: await f.instantBooking() }),
  },
  'GET /api/series/{id}': { answers: partiesOfAX, call: async (f) => ({ path: { id: (await f.series()).id } }) },
  'POST /api/series/{id}/accept': {
    answers: { ...washerXOnly, ownerA: 403 },
    call: async (f) => ({ path: { id: (await f.series()).id } }),
  },
  'POST /api/series/{id}/decline': {
    answers: { ...washerXOnly, ownerA: 403 },
    call: async (f) => ({ path: { id: (await f.series()).id } }),
  },
  'POST /api/series/{id}/end': { answers: partiesOfAX, call: async (f) => ({ path: { id: (await f.series()).id } }) },
  'POST /api/series/{id}/skip': {
    answers: partiesOfAX,
    call: async (f) => {
      const { id, washId } = await f.series();
      return { path: { id }, body: { appointmentId: washId } };
    },
  },
  'GET /api/washer-profile/instant-booking': { answers: washers },
  'PUT /api/washer-profile/instant-booking': {
    answers: washers,
    call: () => ({ body: { enabled: true, noticeHours: 2 } }),
  },
  'GET /api/calendar/{file}': { answers: everyone, call: async (f) => ({ path: { file: await f.feedFile() } }) },

  'GET /api/profile': { answers: signedInUsers },
  'PUT /api/profile/address': {
    answers: signedInUsers,
    call: () => ({
      body: { address: '600 Congress Ave, Austin, TX 78701', coordinates: { lat: 30.2686, lng: -97.7425 } },
    }),
  },
  'GET /api/account': { answers: signedInUsers },
  // Each account's own greeting: a first visit until a dashboard marks it.
  'GET /api/account/welcome': { answers: signedInUsers, call: () => ({}) },
  'POST /api/account/welcome': { answers: signedInUsers, call: () => ({}) },
  'PUT /api/account/personal-info': {
    answers: signedInUsers,
    // Each caller keeps their own email, so nothing is mailed and the table's emails stay true.
    call: () => ({ body: { name: 'Matrix User', email: '', phone: '', address: '', coordinates: null } }),
  },
  'PUT /api/account/avatar': { answers: signedInUsers, call: (f) => ({ form: { photo: f.photo } }) },
  'GET /api/account/sessions': { answers: signedInUsers },
  'DELETE /api/account/sessions/{id}': {
    answers: onlyA,
    call: async (f) => ({ path: { id: await f.otherSessionOfA() } }),
  },
  'POST /api/account/sessions/sign-out-others': { answers: signedInUsers },
  'GET /api/account/export': { answers: signedInUsers },
  // A right password would close the caller's account (account-data.test.ts does): a wrong one
  // shows every signed-in user reaches the check and nobody signed out does.
  'POST /api/account/delete': {
    answers: { signedOut: 401, ownerA: 400, ownerB: 400, washerX: 400, washerY: 400 },
    call: () => ({ body: { password: 'not-the-password' } }),
  },
  'GET /api/notification-preferences': { answers: signedInUsers },
  'PUT /api/notification-preferences': {
    answers: signedInUsers,
    call: () => ({ body: { ...defaultNotificationPreferences, sms: defaultSmsSettings } }),
  },
  'GET /api/appointments': { answers: signedInUsers },
  'GET /api/messages/contacts': { answers: signedInUsers },
  'GET /api/messages/unread-count': { answers: signedInUsers },
  'GET /api/messages/stream': { answers: signedInUsers },
  'GET /api/notifications': { answers: signedInUsers },
  'GET /api/notifications/unread-count': { answers: signedInUsers },
  'POST /api/notifications/read-all': { answers: signedInUsers },

  'GET /api/owner-dashboard': { answers: owners },
  'GET /api/service-preferences': { answers: owners },
  'PUT /api/service-preferences': {
    answers: owners,
    call: () => ({ body: { serviceIds: ['express-wash'], vehicleId: null, preferredTime: null } }),
  },
  'GET /api/vehicles': { answers: owners },
  'POST /api/vehicles': { answers: owners, call: () => ({ body: { make: 'Toyota', model: 'Camry', year: 2021 } }) },
  'GET /api/vehicles/{id}': { answers: ownerAOnly, call: async (f) => ({ path: { id: await f.vehicle() } }) },
  'PATCH /api/vehicles/{id}': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.vehicle() }, body: { color: 'Blue' } }),
  },
  'DELETE /api/vehicles/{id}': { answers: ownerAOnly, call: async (f) => ({ path: { id: await f.vehicle() } }) },
  'GET /api/favourites': { answers: owners },
  // Each owner's own list: the owner who adds X changes nothing anybody else sees.
  'PUT /api/favourites/{washerId}': { answers: owners, call: (f) => ({ path: { washerId: f.x.id } }) },
  'DELETE /api/favourites/{washerId}': { answers: owners, call: (f) => ({ path: { washerId: f.x.id } }) },
  'GET /api/quote-requests': { answers: owners },
  'POST /api/quote-requests': {
    answers: owners,
    // To Y: B sharing a request with X would make B one of X's contacts.
    call: (f) => ({ body: wizardRequest([f.users.washerY]) }),
  },
  'POST /api/request-photos': { answers: owners, call: (f) => ({ form: { photo: f.photo } }) },
  'GET /api/request-photos/{id}': { answers: ownerAOnly, call: async (f) => ({ path: { id: await f.unsentPhoto() } }) },
  'GET /api/request-photos/{id}/thumb': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.unsentPhoto() } }),
  },
  'DELETE /api/request-photos/{id}': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.unsentPhoto() } }),
  },
  'GET /api/quote-requests/{id}': { answers: partiesOfAX, call: async (f) => ({ path: { id: await f.request() } }) },
  'GET /api/quote-requests/{id}/photos/{photoId}': {
    answers: partiesOfAX,
    call: async (f) => ({ path: await f.requestWithPhoto() }),
  },
  'GET /api/quote-requests/{id}/photos/{photoId}/thumb': {
    answers: partiesOfAX,
    call: async (f) => ({ path: await f.requestWithPhoto() }),
  },
  'POST /api/quote-requests/{id}/cancel': {
    answers: { ...ownerAOnly, washerX: 403 },
    call: async (f) => ({ path: { id: await f.request() } }),
  },
  'POST /api/quote-requests/{id}/quotes/{washerId}/accept': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.quotedRequest(), washerId: f.x.id } }),
  },

  'GET /api/washer-profile': { answers: washers },
  'GET /api/washer-dashboard': { answers: washers },
  'GET /api/washer-dashboard/earnings': { answers: washers },
  'GET /api/washer-dashboard/agenda': { answers: washers },
  'GET /api/schedule/working-hours': { answers: washers },
  'PUT /api/schedule/working-hours': { answers: washers, call: () => ({ body: { hours: initialWorkingHours } }) },
  'GET /api/schedule/blocks': { answers: washers },
  'PUT /api/schedule/blocks/{id}': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.block() }, body: { ...blockOn(f.nextWeek()), reason: 'Moved' } }),
  },
  'DELETE /api/schedule/blocks/{id}': { answers: washerXOnly, call: async (f) => ({ path: { id: await f.block() } }) },
  'GET /api/schedule/appointments': { answers: washers },
  'GET /api/schedule/appointments/{id}': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  'GET /api/schedule/calendar-feed': { answers: washers },
  'POST /api/schedule/calendar-feed/regenerate': { answers: washers },
  'GET /api/gallery': { answers: washers },
  'POST /api/gallery': { answers: washers, call: (f) => ({ form: { before: f.photo } }) },
  'PUT /api/gallery/{id}/after': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.galleryItem() }, form: { after: f.photo } }),
  },
  'DELETE /api/gallery/{id}': { answers: washerXOnly, call: async (f) => ({ path: { id: await f.galleryItem() } }) },
  'GET /api/washer-credentials': { answers: washers },
  'PUT /api/washer-credentials/insurance': { answers: washers, call: () => ({ body: { insuranceNumber: 'INS-123' } }) },
  'POST /api/washer-credentials/skills': { answers: washers, call: () => ({ body: { name: 'Ceramic coating' } }) },
  'DELETE /api/washer-credentials/skills/{id}': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.skill() } }),
  },
  'POST /api/washer-credentials/certifications': { answers: washers, call: () => ({ body: certificationBody }) },
  'DELETE /api/washer-credentials/certifications/{id}': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.certification() } }),
  },
  'GET /api/bids/available': { answers: washers },
  'GET /api/bids': { answers: washers },
  'PUT /api/bids/{requestId}': {
    answers: washerXOnly,
    call: async (f) => ({ path: { requestId: await f.request() }, body: quoteBody({ proposedDate: f.nextWeek() }) }),
  },
  'POST /api/bids/{requestId}/decline': {
    answers: washerXOnly,
    call: async (f) => ({ path: { requestId: await f.request() } }),
  },
  'POST /api/bids/{requestId}/withdraw': {
    answers: washerXOnly,
    call: async (f) => ({ path: { requestId: await f.quotedRequest() } }),
  },

  'GET /api/appointments/{id}': { answers: partiesOfAX, call: async (f) => ({ path: { id: await f.appointment() } }) },
  'POST /api/appointments/{id}/cancel': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() }, body: { reason: 'Rain is forecast' } }),
  },
  'GET /api/appointments/{id}/attendance': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  'POST /api/appointments/{id}/attendance': {
    answers: { ...partiesOfAX, washerX: 403 },
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  'GET /api/appointments/{id}/checklist': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  // The job is a week ahead and not in progress: X's tick is refused (409), past the checks.
  'PUT /api/appointments/{id}/checklist/{key}': {
    answers: { ...partiesOfAX, ownerA: 403 },
    call: async (f) => ({ path: { id: await f.appointment(), key: 'express-wash:0' }, body: { done: true } }),
  },
  'GET /api/appointments/{id}/proof-photos': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  // The job has no step yet: X's walkaround is refused as too early (409), past the checks.
  'POST /api/appointments/{id}/proof-photos': {
    answers: { ...partiesOfAX, ownerA: 403 },
    call: async (f) => ({
      path: { id: await f.appointment() },
      form: { kind: 'walkaround', angle: 'front', file: f.photo },
    }),
  },
  'DELETE /api/appointments/{id}/proof-photos/{photoId}': {
    answers: { ...partiesOfAX, ownerA: 403 },
    call: async (f) => ({ path: await f.proofPhoto() }),
  },
  'GET /api/appointments/{id}/proof-photos/{photoId}': {
    answers: partiesOfAX,
    call: async (f) => ({ path: await f.proofPhoto() }),
  },
  'GET /api/appointments/{id}/proof-photos/{photoId}/thumb': {
    answers: partiesOfAX,
    call: async (f) => ({ path: await f.proofPhoto() }),
  },
  'POST /api/appointments/{id}/no-show': {
    // The job is a week ahead: A's report is refused as too early (409), past the checks.
    answers: { ...partiesOfAX, washerX: 403 },
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  'GET /api/appointments/{id}/day': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  // The job is a week ahead: X's step is refused as too early, X's location as not on the way (409s).
  'POST /api/appointments/{id}/day': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.appointment() }, body: { step: 'on_my_way' } }),
  },
  'PUT /api/appointments/{id}/location': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.appointment() }, body: { lat: 30.27, lng: -97.74 } }),
  },
  'POST /api/appointments/{id}/reschedule': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() }, body: { date: f.nextWeek(), start: '14:00' } }),
  },
  // A proposed it: only X answers it, only A withdraws it.
  'POST /api/appointments/{id}/reschedule/{proposalId}/answer': {
    answers: { ...partiesOfAX, ownerA: 403 },
    call: async (f) => ({ path: await f.proposal(), body: { accept: true } }),
  },
  'POST /api/appointments/{id}/reschedule/{proposalId}/withdraw': {
    answers: { ...partiesOfAX, washerX: 403 },
    call: async (f) => ({ path: await f.proposal() }),
  },
  'POST /api/appointments/{id}/complete': {
    answers: { ...washerXOnly },
    call: async (f) => ({
      path: { id: await insertAppointment(f.t.database.db, f.x, f.a, { serviceDate: dayFromToday(-1) }) },
      form: { after: f.photo },
    }),
  },
  'GET /api/appointments/{id}/photos/{side}': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.completedWithPhotos(), side: 'before' } }),
  },
  'GET /api/appointments/{id}/photos/{side}/thumb': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.completedWithPhotos(), side: 'after' } }),
  },
  'GET /api/appointments/{id}/receipt': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.completedJob() } }),
  },
  'GET /api/appointments/{id}/receipt.pdf': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.completedJob() } }),
  },
  'GET /api/appointments/{id}/calendar.ics': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  'GET /api/appointments/{id}/payment': {
    answers: partiesOfAX,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  // Only the owner fixes a payment (a washer 403); one that did not fail is a 409.
  'POST /api/appointments/{id}/payment/retry': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.appointment() } }),
  },
  // A's job paid at the job: nothing to tip (409), but only A may try.
  'POST /api/appointments/{id}/tip': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.completedJob() }, body: { amountCents: 500 } }),
  },
  // X's job paid at the job: nothing to refund (409), but only X may try.
  'POST /api/appointments/{id}/refund': {
    answers: washerXOnly,
    call: async (f) => ({ path: { id: await f.completedJob() }, body: { amountCents: 500 } }),
  },
  'POST /api/dev/payments/appointments/{id}/authenticate': {
    answers: ownerAOnly,
    call: async (f) => ({ path: { id: await f.appointment() }, body: { approve: true } }),
  },
  'PUT /api/appointments/{id}/portfolio-consent': {
    answers: { ...ownerAOnly },
    call: async (f) => ({ path: { id: await f.completedWithPhotos() }, body: { consent: true } }),
  },
  'POST /api/appointments/{id}/review': {
    answers: { ...ownerAOnly },
    call: async (f) => ({ path: { id: await f.completedWithPhotos() }, body: { rating: 5, comment: 'Spotless' } }),
  },

  'GET /api/messages/conversations/{contactId}': {
    answers: { ...onlyA },
    call: async (f) => {
      await f.request();
      return { path: { contactId: f.x.id } };
    },
  },
  // Writing to someone one shares no request with is refused outright (not_a_contact).
  'POST /api/messages/conversations/{contactId}': {
    answers: { signedOut: 401, ownerA: 'allowed', ownerB: 403, washerX: 403, washerY: 403 },
    call: async (f) => {
      await f.request();
      return { path: { contactId: f.x.id }, body: { content: 'Is 10 am still good?' } };
    },
  },
  // X's message to A: only A reports it; X's own is 403 (own_message), anyone else's 404.
  'POST /api/messages/{id}/report': {
    answers: { signedOut: 401, ownerA: 'allowed', ownerB: 404, washerX: 403, washerY: 404 },
    call: async (f) => ({ path: { id: await f.messageFromX() }, body: { reason: 'spam' } }),
  },
  'POST /api/messages/conversations/{contactId}/read': {
    answers: { ...onlyA },
    call: async (f) => {
      await f.request();
      return { path: { contactId: f.x.id } };
    },
  },
  // A's newest notification: X's quote on A's request.
  'POST /api/notifications/{id}/read': {
    answers: { ...onlyA },
    call: async (f) => {
      await f.quotedRequest();
      const page = await created<{ notifications: { id: string }[] }>(
        await callAs(f.t, f.a, 'GET', '/api/notifications'),
      );
      return { path: { id: page.notifications[0]?.id ?? '' } };
    },
  },
  // Last: it moves X's base (to where Y works), after which no answer could show the original.
  'PUT /api/washer-profile': { answers: washers, call: () => ({ body: profileInput({ mapCenter: elsewhere }) }) },
};

/** The template's `{name}` segments filled from the call, encoded. */
export function pathOf(template: string, call: Call): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.path?.[name] ?? ''));
}

/** Sends the call as `who`; an event stream is read only as far as its status. */
export async function sendCall(
  t: TestApp,
  method: string,
  template: string,
  call: Call,
  who: SignedIn | null,
): Promise<Response> {
  const path = pathOf(template, call);
  const url = call.query ? `${path}?${call.query}` : path;
  if (call.form) return sendFormAs(t, who, method, url, call.form);
  if (call.headers) {
    // JSON unless the call names its type (Twilio's form-encoded webhook), as a string body.
    const headers = new Headers({ 'content-type': 'application/json', ...call.headers, origin: testOrigin });
    if (who) headers.set('cookie', who.cookie);
    const body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    return t.app.request(`${testOrigin}${url}`, { method, headers, body });
  }
  const response = await callAs(t, who, method, url, call.body);
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  return response;
}

/** `METHOD /api/path` of every operation the OpenAPI document lists, and the document's own. */
export function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} /api${path.replace(/^\/api/, '')}`),
  );
  return [...operations, 'GET /api/openapi.json'];
}
