import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skillLevels } from './constants';
import {
  certificationInputSchema,
  credentialMessages,
  insuranceInputSchema,
  isWebUrl,
  skillInputSchema,
} from './washer-credentials';

/** The first message per field, as the API and the form show them. */
function firstMessages(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const certification = {
  name: 'IDA Certified Detailer',
  issuer: 'International Detailing Association',
  issueDate: '2024-03-01',
};

const label = fc.string({ unit: fc.constantFrom(...'abcxyz019-'), minLength: 1, maxLength: 12 });
const addressOnAnyScheme = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS', 'ftp', 'mailto', 'javascript', 'data'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('', '/', '/cert/42', '?id=7', '#top'),
  )
  .map(([scheme, labels, rest]) => `${scheme}://${labels.join('.')}.org${rest}`);

describe('skills', () => {
  it('needs a name and starts at beginner', () => {
    expect(skillInputSchema.parse({ name: ' Ceramic coating ' })).toEqual({
      name: 'Ceramic coating',
      level: 'beginner',
    });
    expect(firstMessages(skillInputSchema.safeParse({ name: '   ' }))).toEqual({
      name: credentialMessages.skillNameRequired,
    });
    expect(firstMessages(skillInputSchema.safeParse({}))).toEqual({ name: credentialMessages.skillNameRequired });
    expect(firstMessages(skillInputSchema.safeParse({ name: 'Polish', level: 'guru' }))).toEqual({
      level: credentialMessages.skillLevel,
    });
  });

  it('keeps any non-blank name and any of the four levels (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim().length > 0);
    fc.assert(
      fc.property(name, fc.constantFrom(...skillLevels), (text, level) => {
        expect(skillInputSchema.parse({ name: text, level })).toEqual({ name: text.trim(), level });
      }),
    );
  });
});

describe('certifications', () => {
  it('needs name, issuer and issue date, with one message', () => {
    for (const field of ['name', 'issuer', 'issueDate'] as const) {
      expect(firstMessages(certificationInputSchema.safeParse({ ...certification, [field]: ' ' }))).toEqual({
        [field]: credentialMessages.certificationRequired,
      });
    }
  });

  it('takes blank optional fields as none', () => {
    expect(certificationInputSchema.parse({ ...certification, expiryDate: '', verificationUrl: ' ' })).toEqual({
      ...certification,
      expiryDate: null,
      verificationUrl: null,
    });
  });

  it('wants the expiry after the issue date', () => {
    expect(firstMessages(certificationInputSchema.safeParse({ ...certification, expiryDate: '2024-03-01' }))).toEqual({
      expiryDate: credentialMessages.expiryBeforeIssue,
    });
    expect(certificationInputSchema.parse({ ...certification, expiryDate: '2026-03-01' }).expiryDate).toBe(
      '2026-03-01',
    );
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/cert', 'example.com/cert', 'https://', 'data:text/html,hi'])(
    'refuses the URL %j',
    (url) => {
      expect(firstMessages(certificationInputSchema.safeParse({ ...certification, verificationUrl: url }))).toEqual({
        verificationUrl: credentialMessages.verificationUrl,
      });
    },
  );

  it('accepts http and https addresses only (property)', () => {
    fc.assert(
      // Built here: fc.webUrl takes seconds per hundred samples on this version.
      fc.property(addressOnAnyScheme, (url) => {
        expect(isWebUrl(url)).toBe(/^https?:/i.test(url));
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^https?:\/\//i.test(text));
        expect(isWebUrl(text)).toBe(false);
      }),
    );
  });

  it('orders any expiry against the issue date (property)', () => {
    const day = (max: Date) =>
      fc.date({ min: new Date('2000-01-01'), max, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day(new Date()), day(new Date('2040-12-31')), (issueDate, expiryDate) => {
        const result = certificationInputSchema.safeParse({ ...certification, issueDate, expiryDate });
        expect(result.success).toBe(expiryDate > issueDate);
      }),
    );
  });
  it('keeps the dates in a sensible window: issued by today and since 1950, expiring within 50 years', () => {
    const messagesOf = (fields: object) =>
      firstMessages(certificationInputSchema.safeParse({ ...certification, ...fields }));
    expect(messagesOf({ issueDate: '2999-01-01' })).toEqual({ issueDate: credentialMessages.issuedInFuture });
    expect(messagesOf({ issueDate: '1900-01-01' })).toEqual({ issueDate: credentialMessages.issuedTooLongAgo });
    expect(messagesOf({ expiryDate: '2999-01-01' })).toEqual({ expiryDate: credentialMessages.expiryTooFar });
    const inTenYears = `${new Date().getUTCFullYear() + 10}-01-01`;
    expect(certificationInputSchema.parse({ ...certification, expiryDate: inTenYears }).expiryDate).toBe(inTenYears);
  });
});

describe('insurance number', () => {
  it('takes letters, digits, spaces and dashes; blank clears it', () => {
    expect(insuranceInputSchema.parse({ insuranceNumber: ' INS-2024 881 ' })).toEqual({
      insuranceNumber: 'INS-2024 881',
    });
    expect(insuranceInputSchema.parse({ insuranceNumber: '' })).toEqual({ insuranceNumber: '' });
    expect(firstMessages(insuranceInputSchema.safeParse({ insuranceNumber: '<b>1</b>' }))).toEqual({
      insuranceNumber: credentialMessages.insuranceNumber,
    });
  });
});
