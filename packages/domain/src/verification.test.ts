import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canEditSubmission,
  insuranceExpirySchema,
  isVerified,
  verificationMessages,
  verificationRejectionSchema,
  verificationStateOf,
  verificationStatuses,
  type VerificationRecord,
} from './verification';

const now = new Date('2030-05-14T12:00:00Z');
const approved = (insuranceExpiresOn: string): VerificationRecord => ({ status: 'approved', insuranceExpiresOn });
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('isVerified', () => {
  it('holds for approved documents whose insurance covers today, its last day included', () => {
    expect(isVerified(now, approved('2031-01-01'))).toBe(true);
    expect(isVerified(now, approved('2030-05-14'))).toBe(true);
    expect(isVerified(now, approved('2030-05-13'))).toBe(false);
  });

  it('never holds without an approval', () => {
    expect(isVerified(now, null)).toBe(false);
    for (const status of ['draft', 'pending', 'rejected'] as const)
      expect(isVerified(now, { status, insuranceExpiresOn: '2031-01-01' })).toBe(false);
    expect(isVerified(now, { status: 'approved', insuranceExpiresOn: null })).toBe(false);
  });

  it('never holds once the insurance has expired, whatever the status', () => {
    fc.assert(
      fc.property(instant, isoDate, fc.constantFrom(...verificationStatuses), (at, expiresOn, status) => {
        fc.pre(expiresOn < at.toISOString().slice(0, 10));
        expect(isVerified(at, { status, insuranceExpiresOn: expiresOn })).toBe(false);
        expect(verificationStateOf(at, { status, insuranceExpiresOn: expiresOn })).not.toBe('verified');
      }),
    );
  });

  it('agrees with the state the washer reads', () => {
    fc.assert(
      fc.property(instant, fc.option(isoDate), fc.constantFrom(...verificationStatuses), (at, expiresOn, status) => {
        const record = { status, insuranceExpiresOn: expiresOn };
        expect(isVerified(at, record)).toBe(verificationStateOf(at, record) === 'verified');
      }),
    );
  });
});

describe('verificationStateOf', () => {
  it('reads each status, an approval past its expiry as expired', () => {
    expect(verificationStateOf(now, null)).toBe('not_submitted');
    expect(verificationStateOf(now, { status: 'draft', insuranceExpiresOn: null })).toBe('not_submitted');
    expect(verificationStateOf(now, { status: 'pending', insuranceExpiresOn: '2031-01-01' })).toBe('pending');
    expect(verificationStateOf(now, { status: 'rejected', insuranceExpiresOn: '2031-01-01' })).toBe('rejected');
    expect(verificationStateOf(now, approved('2031-01-01'))).toBe('verified');
    expect(verificationStateOf(now, approved('2030-01-01'))).toBe('expired');
  });

  it('locks the documents only while an operator reviews them', () => {
    expect(canEditSubmission('pending')).toBe(false);
    for (const status of [null, 'draft', 'approved', 'rejected'] as const) expect(canEditSubmission(status)).toBe(true);
  });
});

describe('insuranceExpirySchema', () => {
  const schema = insuranceExpirySchema(() => now);
  const messageOf = (insuranceExpiresOn: unknown) =>
    schema.safeParse({ insuranceExpiresOn }).error?.issues[0]?.message ?? null;

  it('takes a date after today within five years', () => {
    expect(messageOf('2030-05-15')).toBeNull();
    expect(messageOf('2035-05-14')).toBeNull();
  });

  it('refuses today, the past, a date too far ahead and what is no date', () => {
    expect(messageOf('2030-05-14')).toBe(verificationMessages.expiryPast);
    expect(messageOf('2029-12-31')).toBe(verificationMessages.expiryPast);
    expect(messageOf('2035-05-15')).toBe(verificationMessages.expiryTooFar);
    expect(messageOf('')).toBe(verificationMessages.expiryRequired);
    expect(messageOf('14/05/2031')).toBe(verificationMessages.expiryRequired);
    expect(messageOf(undefined)).toBe(verificationMessages.expiryRequired);
  });

  it('never accepts a date by today', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        fc.pre(date <= '2030-05-14');
        expect(schema.safeParse({ insuranceExpiresOn: date }).success).toBe(false);
      }),
    );
  });
});

describe('verificationRejectionSchema', () => {
  it('needs a reason the washer can read', () => {
    expect(verificationRejectionSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      verificationMessages.rejectReasonRequired,
    );
    expect(verificationRejectionSchema.safeParse({ reason: 'The ID photo is blurred.' }).data).toEqual({
      reason: 'The ID photo is blurred.',
    });
    expect(verificationRejectionSchema.safeParse({ reason: 'a\u0000b' }).success).toBe(false);
  });
});
