import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeMessages, disputeNoticeTexts, type DisputeCase, type DisputeResponse } from '@sudsy/domain/disputes';
import { receiptTotals } from '@sudsy/domain/ledger';
import { operatorTexts } from '@sudsy/domain/operator';
import type { Receipt } from '@sudsy/domain/receipt';
import { user } from '../../auth/schema';
import { appointmentCompletions, checklistTicks, jobPayments, messages, operatorAudit } from '../../db/schema';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { afterPhotoFile, completeAs, insertAppointment } from '../../test/appointments';
import { emailOf, mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { saveTestCard, sweepPaymentsNow } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { grantOperator } from '../operator';
import { movementsOfAppointment } from '../payments';
import { escalateOverdueDisputes } from './escalation-sweep';
import { signedInOperator } from '../../test/operators';

// Disputes (docs/product.md, "Disputes") on the local provider: reported by the owner, answered by
// the washer, settled between them or decided by an operator, every step audited and told.

let t: TestApp;
let provider: LocalPaymentProvider;
let washer: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the local provider is the default');
  provider = t.payments;
  washer = await washerWithProfile(t);
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

const hour = 3_600_000;

async function settled() {
  await t.mail.settled();
  await provider.settled();
}

/** A $95 job of a new owner (with a card), held, completed and captured through Sudsy: its id and owner. */
async function paidCompletedJob(): Promise<{ id: string; owner: SignedIn }> {
  const owner = await signedIn(t, 'owner');
  await saveTestCard(t, owner);
  const id = await insertAppointment(t.database.db, washer, owner, {
    priceCents: 9500,
    serviceDate: dayFromToday(-1),
    services: ['express-wash'],
  });
  await t.database.db.insert(jobPayments).values({ appointmentId: id, amountCents: 9500, feeCents: 950 });
  await sweepPaymentsNow(t);
  expect((await completeAs(t, washer, id)).status).toBe(200);
  await settled();
  return { id, owner };
}

const report = (who: SignedIn, id: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/dispute`, body);
const answer = (who: SignedIn, id: string, body: unknown) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/dispute/answer`, body);
const offer = (who: SignedIn, id: string, accept: boolean) =>
  callAs(t, who, 'POST', `/api/appointments/${id}/dispute/offer`, { accept });
const decide = (id: string, body: unknown, who: SignedIn = operator) =>
  callAs(t, who, 'POST', `/api/operator/disputes/${id}/decision`, body);

async function disputeOf(who: SignedIn, id: string): Promise<DisputeResponse> {
  const response = await callAs(t, who, 'GET', `/api/appointments/${id}/dispute`);
  expect(response.status).toBe(200);
  return (await response.json()) as DisputeResponse;
}

async function receiptOf(who: SignedIn, id: string): Promise<Receipt> {
  const response = await callAs(t, who, 'GET', `/api/appointments/${id}/receipt`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { receipt: Receipt }).receipt;
}

const totals = async (id: string) => receiptTotals(await movementsOfAppointment(t.database.db, id), id);

async function auditOf(disputeId: string) {
  return t.database.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.subject, `dispute:${disputeId}`))
    .orderBy(asc(operatorAudit.seq));
}

describe('a dispute the washer contests', () => {
  it('is decided by an operator with a partial refund through the provider: the ledger, both receipts, the log and both sides show it', async () => {
    const { id, owner } = await paidCompletedJob();
    const before = await disputeOf(owner, id);
    expect(before).toMatchObject({ dispute: null, paidCents: 9500 });
    expect(before.openUntil).not.toBeNull();

    const opened = await report(owner, id, { problem: 'The wheels were still muddy.', amountCents: 3000 });
    expect(opened.status).toBe(201);
    const photo = await sendFormAs(t, owner, 'POST', `/api/appointments/${id}/dispute/photos`, {
      file: await afterPhotoFile(),
    });
    expect(photo.status).toBe(200);
    const { dispute } = (await photo.json()) as DisputeResponse;
    expect(dispute).toMatchObject({ status: 'awaiting_washer', askedCents: 3000, paidThroughSudsy: true });
    const photoUrl = dispute?.photos[0]?.thumbUrl ?? '';
    expect((await callAs(t, washer, 'GET', photoUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await callAs(t, await signedIn(t, 'owner'), 'GET', photoUrl)).status).toBe(404);
    await settled();
    expect((await mailsTo(t, washer)).at(-1)?.subject).toMatch(/ reported a problem with a job$/);

    // The job's own proof and the two sides' words, as the operator will read them.
    await t.database.db.insert(checklistTicks).values({ appointmentId: id, itemKey: 'express-wash:0' });
    await t.database.db.insert(messages).values({ senderId: owner.id, receiverId: washer.id, content: 'Wheels?' });

    expect((await answer(washer, id, { kind: 'contest', message: 'They were clean when I left.' })).status).toBe(200);
    const disputeId = dispute?.id ?? '';
    expect((await disputeOf(owner, id)).dispute).toMatchObject({ status: 'with_operator', escalation: 'contested' });

    const queue = await callAs(t, operator, 'GET', '/api/operator/disputes');
    expect(queue.status).toBe(200);
    const { disputes: waiting } = (await queue.json()) as { disputes: { id: string; askedCents: number }[] };
    expect(waiting.find((entry) => entry.id === disputeId)).toMatchObject({ askedCents: 3000 });
    const caseResponse = await callAs(t, operator, 'GET', `/api/operator/disputes/${disputeId}`);
    const shown = (await caseResponse.json()) as DisputeCase;
    expect(shown.dispute.answer).toMatchObject({ kind: 'contest', message: 'They were clean when I left.' });
    expect(shown.jobPhotos.map((p) => p.label)).toContain('After (at completion)');
    expect(shown.checklist.filter((item) => item.done)).toHaveLength(1);
    expect(shown.messages).toMatchObject([{ from: 'owner', content: 'Wheels?' }]);
    for (const url of [shown.dispute.photos[0]?.url, shown.jobPhotos[0]?.thumbUrl])
      expect((await callAs(t, operator, 'GET', url ?? '')).headers.get('content-type')).toBe('image/jpeg');

    const tooMuch = await decide(disputeId, { refundCents: 9501, reason: 'Photos show mud.' });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      error: { fields: { refundCents: disputeMessages.refundTooLarge(9500) } },
    });
    expect((await decide(disputeId, { refundCents: 2000, reason: '' })).status).toBe(400);

    const decided = await decide(disputeId, { refundCents: 2000, reason: 'The photos show muddy wheels.' });
    expect(decided.status).toBe(200);
    await settled();
    // $20 of the $95 price: the platform gives back $2 of its $9.50 fee, the washer $18.
    expect(await totals(id)).toMatchObject({ refundedCents: 2000, feeCents: 750, totalPaidCents: 7500 });
    for (const side of [owner, washer]) {
      const receipt = await receiptOf(side, id);
      expect(receipt.payment?.rows).toContainEqual({ label: 'Refunded', amountCents: -2000 });
      expect((await disputeOf(side, id)).dispute).toMatchObject({
        status: 'resolved',
        resolution: 'operator',
        refundCents: 2000,
        decisionReason: 'The photos show muddy wheels.',
      });
      expect((await mailsTo(t, side)).map((mail) => mail.subject)).toContain(disputeNoticeTexts.decided.subject);
    }
    expect((await auditOf(disputeId)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['dispute.opened', await emailOf(t, owner)],
      ['dispute.answered', await emailOf(t, washer)],
      ['dispute.decided', await emailOf(t, operator)],
    ]);
    const again = await decide(disputeId, { refundCents: 100, reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'not_with_operator' } });
  });
});

describe('the washer’s offer', () => {
  it('of a refund, accepted, runs the refund and settles the dispute', async () => {
    const { id, owner } = await paidCompletedJob();
    expect((await report(owner, id, { problem: 'Mats left soaking wet.', amountCents: 2500 })).status).toBe(201);
    expect(await answer(washer, id, { kind: 'refund', amountCents: 99_999, message: 'Sorry' })).toHaveProperty(
      'status',
      400,
    );
    expect((await answer(washer, id, { kind: 'refund', amountCents: 1500, message: 'Sorry about that' })).status).toBe(
      200,
    );
    expect((await answer(washer, id, { kind: 'contest', message: 'Changed my mind' })).status).toBe(409);
    expect((await offer(washer, id, true)).status).toBe(403);
    const accepted = await offer(owner, id, true);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as DisputeResponse).dispute).toMatchObject({
      status: 'resolved',
      resolution: 'refund',
      refundCents: 1500,
    });
    expect(await totals(id)).toMatchObject({ refundedCents: 1500 });
    expect((await offer(owner, id, true)).status).toBe(409);
  });

  it('of a redo visit, declined, goes to an operator', async () => {
    const { id, owner } = await paidCompletedJob();
    expect((await report(owner, id, { problem: 'Missed the whole roof.', amountCents: 0 })).status).toBe(201);
    const redo = { kind: 'redo', date: dayFromToday(2), time: '10:00', message: 'I will come back' };
    expect((await answer(washer, id, redo)).status).toBe(200);
    expect((await disputeOf(owner, id)).dispute).toMatchObject({ status: 'awaiting_owner' });
    expect((await offer(owner, id, false)).status).toBe(200);
    expect((await disputeOf(washer, id)).dispute).toMatchObject({
      status: 'with_operator',
      escalation: 'offer_declined',
      offerAccepted: false,
    });
  });
});

describe('the rules of reporting', () => {
  it('allow one report per completed job, by its owner, within 72 hours, asking at most what was paid', async () => {
    const { id, owner } = await paidCompletedJob();
    const tooMuch = await report(owner, id, { problem: 'Scratched the door.', amountCents: 9501 });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ error: { fields: { amountCents: disputeMessages.tooLarge(9500) } } });
    expect((await report(washer, id, { problem: 'Scratched the door.', amountCents: 0 })).status).toBe(403);
    expect(
      (await report(await signedIn(t, 'owner'), id, { problem: 'Scratched the door.', amountCents: 0 })).status,
    ).toBe(404);
    expect((await report(owner, id, { problem: 'Scratched the door.', amountCents: 100 })).status).toBe(201);
    const twice = await report(owner, id, { problem: 'Scratched the door.', amountCents: 100 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { message: disputeMessages.alreadyReported } });

    const scheduled = await insertAppointment(t.database.db, washer, owner, { priceCents: 5000 });
    const early = await report(owner, scheduled, { problem: 'Not done yet at all.', amountCents: 0 });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'not_completed' } });

    const late = await paidCompletedJob();
    await t.database.db
      .update(appointmentCompletions)
      .set({ completedAt: new Date(Date.now() - 72 * hour - 1000) })
      .where(eq(appointmentCompletions.appointmentId, late.id));
    expect((await disputeOf(late.owner, late.id)).openUntil).toBeNull();
    const closed = await report(late.owner, late.id, { problem: 'Noticed a scratch later.', amountCents: 0 });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ error: { message: disputeMessages.windowClosed } });
  });
});

describe('the 48-hour deadline', () => {
  it('hands a report the washer left unanswered to an operator, audited, and both sides are told', async () => {
    const { id, owner } = await paidCompletedJob();
    expect((await report(owner, id, { problem: 'Windows streaky inside.', amountCents: 1000 })).status).toBe(201);
    const { dispute } = await disputeOf(owner, id);
    expect(await escalateOverdueDisputes(t.database.db, new Date(Date.now() + 47 * hour))).toBe(0);
    expect(await escalateOverdueDisputes(t.database.db, new Date(Date.now() + 48 * hour + 1000))).toBeGreaterThan(0);
    expect((await disputeOf(washer, id)).dispute).toMatchObject({
      status: 'with_operator',
      escalation: 'washer_silent',
    });
    const [, escalated] = await auditOf(dispute?.id ?? '');
    expect(escalated).toMatchObject({ action: 'dispute.escalated', actor: 'Sudsy (48-hour deadline)' });
    await settled();
    for (const side of [owner, washer])
      expect((await mailsTo(t, side)).at(-1)?.subject).toBe(disputeNoticeTexts.escalated.subject);
  });
});

describe('the console’s Disputes routes', () => {
  it('answer 403 to an operator without two-factor', async () => {
    const noTwoFactor = await signedIn(t, 'owner');
    await grantOperator(t.database.db, { email: await emailOf(t, noTwoFactor) });
    const response = await callAs(t, noTwoFactor, 'GET', '/api/operator/disputes');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { message: operatorTexts.twoFactorRequired } });
  });
});

describe('with payments off', () => {
  it('records the decision, refunds nothing, and tells both sides the refund is between them', async () => {
    const off = await createTestApp({ PAYMENTS: 'off' });
    try {
      const offWasher = await washerWithProfile(off);
      const owner = await signedIn(off, 'owner');
      const offOperator = await signedIn(off, 'owner');
      await grantOperator(off.database.db, { email: await emailOf(off, offOperator) });
      await off.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, offOperator.id));
      const id = await insertAppointment(off.database.db, offWasher, owner, {
        priceCents: 8000,
        serviceDate: dayFromToday(-1),
      });
      expect((await completeAs(off, offWasher, id)).status).toBe(200);
      const opened = await callAs(off, owner, 'POST', `/api/appointments/${id}/dispute`, {
        problem: 'Interior not vacuumed.',
        amountCents: 8000,
      });
      expect(opened.status).toBe(201);
      const { dispute } = (await opened.json()) as DisputeResponse;
      expect(dispute).toMatchObject({ paidThroughSudsy: false, paidCents: 8000 });
      await callAs(off, offWasher, 'POST', `/api/appointments/${id}/dispute/answer`, {
        kind: 'contest',
        message: 'No',
      });
      const decided = await callAs(off, offOperator, 'POST', `/api/operator/disputes/${dispute?.id}/decision`, {
        refundCents: 4000,
        reason: 'Half the job was done.',
      });
      expect(decided.status).toBe(200);
      await off.mail.settled();
      const [mail] = (await mailsTo(off, owner)).filter((m) => m.subject === disputeNoticeTexts.decided.subject);
      expect(mail?.text).toContain('to be settled between the two of you');
      const refunds = await off.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'dispute.decided'), like(operatorAudit.subject, `dispute:%`)));
      expect(refunds.at(-1)?.after).toMatchObject({ refundCents: 4000, paidThroughSudsy: false });
    } finally {
      await off.close();
    }
  });
});
