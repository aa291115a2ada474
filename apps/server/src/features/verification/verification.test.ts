import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import {
  verificationMessages,
  verificationNoticeTexts,
  type MyVerification,
  type VerificationQueue,
  type VerificationSubmission,
} from '@sudsy/domain/verification';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { user } from '../../auth/schema';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasGpsBlock, jpegWithGps } from '../../platform/images/test-images';
import { operatorAudit } from '../operator/schema';
import { tellExpiredInsurance } from './expiry-sweep';
import { washerVerifications } from './schema';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
let photo: File;
const pdf = new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')], 'insurance.pdf', {
  type: 'application/pdf',
});

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
  photo = new File([await jpegWithGps(640, 480)], 'id.jpg', { type: 'image/jpeg' });
});
afterAll(() => t.close());

const mine = async (washer: SignedIn) =>
  (await (await callAs(t, washer, 'GET', '/api/verification')).json()) as MyVerification;
const upload = (who: SignedIn | null, kind: string, file: File) =>
  sendFormAs(t, who, 'PUT', `/api/verification/documents/${kind}`, { file });
const setExpiry = (who: SignedIn, insuranceExpiresOn: string) =>
  callAs(t, who, 'PUT', '/api/verification/insurance-expiry', { insuranceExpiresOn });
const submit = (who: SignedIn) => callAs(t, who, 'POST', '/api/verification/submission');
const queue = async () =>
  ((await (await callAs(t, operator, 'GET', '/api/operator/verifications')).json()) as VerificationQueue).submissions;
const approve = (washer: SignedIn, as = operator) =>
  callAs(t, as, 'POST', `/api/operator/verifications/${washer.id}/approval`);
const reject = (washer: SignedIn, reason: string) =>
  callAs(t, operator, 'POST', `/api/operator/verifications/${washer.id}/rejection`, { reason });
const search = async (query = '') => {
  const response = await callAs(
    t,
    null,
    'GET',
    `/api/washers/search?services=express-wash&address=Austin&lat=30.2656&lng=-97.7497${query}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as WasherSearchResponse).washers;
};
const told = async (who: SignedIn) => {
  const mail = (await mailsTo(t, who)).map((each) => each.subject);
  const bell = (await (await callAs(t, who, 'GET', '/api/notifications')).json()) as NotificationsPage;
  return { mail, bell: bell.notifications.map((item) => item.title) };
};

/** A washer with a profile who has sent both documents and an expiry for review. */
async function submitted(name: string, expiresOn = dayFromToday(200)): Promise<SignedIn> {
  const washer = await washerWithProfile(t, name);
  expect((await upload(washer, 'id-document', photo)).status).toBe(200);
  expect((await upload(washer, 'insurance-certificate', pdf)).status).toBe(200);
  expect((await setExpiry(washer, expiresOn)).status).toBe(200);
  expect((await submit(washer)).status).toBe(200);
  return washer;
}

describe("the washer's documents", () => {
  it('keeps a photo re-encoded without GPS, and a PDF as sent, served only to the washer (a PDF as a download)', async () => {
    const washer = await washerWithProfile(t, 'Papers Please');
    expect((await upload(washer, 'id-document', photo)).status).toBe(200);
    const afterPdf = await upload(washer, 'insurance-certificate', pdf);
    const state = (await afterPdf.json()) as MyVerification;
    expect(state).toMatchObject({ state: 'not_submitted', verified: false, required: false });
    expect(state.documents.map((document) => [document.kind, document.contentType])).toEqual([
      ['id-document', 'image/jpeg'],
      ['insurance-certificate', 'application/pdf'],
    ]);
    const image = await callAs(t, washer, 'GET', '/api/verification/documents/id-document');
    expect(image.status).toBe(200);
    const { exif } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(exif && hasGpsBlock(exif)).toBeFalsy();
    const document = await callAs(t, washer, 'GET', '/api/verification/documents/insurance-certificate');
    expect(document.headers.get('content-disposition')).toBe('attachment; filename="insurance-certificate.pdf"');
    expect(document.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await document.text()).toContain('%PDF-1.7');
    // Not public: the public files route does not serve what lies under 'verification/'.
    expect((await callAs(t, null, 'GET', '/api/verification/documents/id-document')).status).toBe(401);
  });

  it('refuses what is neither a photo nor a PDF, too big a file, owners and the signed out', async () => {
    const washer = await washerWithProfile(t, 'Careful Uploads');
    const text = new File(['just text'], 'id.pdf', { type: 'application/pdf' });
    const refused = await upload(washer, 'id-document', text);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      verificationMessages.notADocument,
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    expect((await upload(washer, 'id-document', big)).status).toBe(413);
    expect((await upload(washer, 'passport', photo)).status).toBe(400);
    expect((await upload(await signedIn(t, 'owner'), 'id-document', photo)).status).toBe(403);
    expect((await upload(null, 'id-document', photo)).status).toBe(401);
    expect((await mine(washer)).documents).toEqual([]);
  });

  it('needs an expiry in the future and everything before it is sent, then locks it while reviewed', async () => {
    const washer = await washerWithProfile(t, 'Half Ready');
    expect((await setExpiry(washer, dayFromToday(-1))).status).toBe(400);
    const early = await submit(washer);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      verificationMessages.incomplete,
    );
    await upload(washer, 'id-document', photo);
    await upload(washer, 'insurance-certificate', photo);
    await setExpiry(washer, dayFromToday(90));
    expect((await submit(washer)).status).toBe(200);
    expect((await mine(washer)).state).toBe('pending');
    expect((await upload(washer, 'id-document', photo)).status).toBe(409);
    expect((await setExpiry(washer, dayFromToday(100))).status).toBe(409);
  });
});

describe("the operator's review", () => {
  it('approves: one audit entry, the washer told, the badge in search and the filter finding them', async () => {
    const first = await submitted('First In Line');
    const washer = await submitted('Vetted Valet');
    const waiting = (await queue()).map((item) => item.washer.id);
    expect(waiting.indexOf(first.id)).toBeLessThan(waiting.indexOf(washer.id));
    const unverified = await washerWithProfile(t, 'Never Sent');
    expect((await search()).find((card) => card.id === washer.id)?.verified).toBe(false);

    const detail = (await (
      await callAs(t, operator, 'GET', `/api/operator/verifications/${washer.id}`)
    ).json()) as VerificationSubmission;
    expect(detail).toMatchObject({ state: 'pending', washer: { id: washer.id, name: 'Vetted Valet' } });
    for (const document of detail.documents) expect((await callAs(t, operator, 'GET', document.url)).status).toBe(200);
    // The operator's file route is the operators' alone.
    expect((await callAs(t, first, 'GET', detail.documents[0]?.url ?? '')).status).toBe(404);

    expect((await approve(washer)).status).toBe(200);
    expect(await mine(washer)).toMatchObject({ state: 'verified', verified: true });
    const entries = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'verification.approved'), eq(operatorAudit.subject, `user:${washer.id}`)));
    expect(entries).toHaveLength(1);
    expect((await approve(washer)).status).toBe(409);
    expect((await queue()).map((item) => item.washer.id)).not.toContain(washer.id);

    const cards = await search();
    expect(cards.find((card) => card.id === washer.id)?.verified).toBe(true);
    const verifiedOnly = (await search('&verified=1')).map((card) => card.id);
    expect(verifiedOnly).toContain(washer.id);
    expect(verifiedOnly).not.toContain(unverified.id);
    expect(verifiedOnly).not.toContain(first.id);
    const { mail, bell } = await told(washer);
    expect(mail).toContain(verificationNoticeTexts.approvedSubject);
    expect(bell).toEqual([verificationNoticeTexts.approvedSubject]);
  });

  it('rejects with a reason the washer reads, who may then send again', async () => {
    const washer = await submitted('Blurry Photos');
    expect((await reject(washer, ' ')).status).toBe(400);
    expect((await reject(washer, 'The ID photo is blurred.')).status).toBe(200);
    expect(await mine(washer)).toMatchObject({ state: 'rejected', rejectReason: 'The ID photo is blurred.' });
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'verification.rejected'), eq(operatorAudit.subject, `user:${washer.id}`)));
    expect(entry?.reason).toBe('The ID photo is blurred.');
    expect((await told(washer)).bell).toEqual([verificationNoticeTexts.rejectedSubject]);
    expect((await upload(washer, 'id-document', photo)).status).toBe(200);
    expect((await submit(washer)).status).toBe(200);
    expect((await mine(washer)).state).toBe('pending');
  });

  it('is closed to an operator without two-factor and to everyone else', async () => {
    const washer = await submitted('Gatekept');
    await t.database.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, operator.id));
    try {
      expect((await approve(washer)).status).toBe(403);
    } finally {
      await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, operator.id));
    }
    expect((await approve(washer, washer)).status).toBe(404);
    expect((await callAs(t, null, 'GET', '/api/operator/verifications')).status).toBe(404);
    expect((await mine(washer)).state).toBe('pending');
  });
});

describe('an insurance that expires', () => {
  it('drops the badge and tells the washer once', async () => {
    const washer = await submitted('Lapsing Cover', dayFromToday(30));
    expect((await approve(washer)).status).toBe(200);
    // Thirty-one days on, the cover is over.
    const later = new Date(Date.now() + 32 * 86_400_000);
    await t.database.db
      .update(washerVerifications)
      .set({ insuranceExpiresOn: dayFromToday(-2) })
      .where(eq(washerVerifications.washerId, washer.id));
    expect(await tellExpiredInsurance(t.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await tellExpiredInsurance(t.database.db, later)).toBe(0);
    expect(await mine(washer)).toMatchObject({ state: 'expired', verified: false });
    expect((await search()).find((card) => card.id === washer.id)?.verified).toBe(false);
    expect((await told(washer)).bell).toContain(verificationNoticeTexts.expiredSubject);
  });
});
