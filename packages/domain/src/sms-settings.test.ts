import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsMessages, smsPhoneProblem, smsSettingsSchema, turnSmsOff } from './sms-settings';

const on = { enabled: true, phone: '+14155550123', termsConsent: true, marketingConsent: false };
const messagesOf = (input: unknown) => {
  const result = smsSettingsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('SMS settings', () => {
  it('accepts a number in E.164 form with the terms ticked; marketing is optional', () => {
    expect(smsSettingsSchema.parse(on)).toEqual(on);
    expect(smsSettingsSchema.parse({ ...on, phone: '4155550123', marketingConsent: true }).marketingConsent).toBe(true);
  });

  it.each([
    ['+123456789', smsMessages.phoneTooShort],
    ['', smsMessages.phoneTooShort],
    ['0415555012', smsMessages.phoneFormat],
    ['+1415555012345678', smsMessages.phoneFormat],
    ['+1 415 555 012x', smsMessages.phoneFormat],
    ['++14155550123', smsMessages.phoneFormat],
  ])('refuses %j with its message', (phone, message) => {
    expect(messagesOf({ ...on, phone })).toEqual({ phone: message });
  });

  it('asks for the terms consent while SMS is on', () => {
    expect(messagesOf({ ...on, termsConsent: false })).toEqual({ termsConsent: smsMessages.termsRequired });
  });

  it('stores a number typed with spaces, dashes and brackets without them', () => {
    expect(smsSettingsSchema.parse({ ...on, phone: ' +1 (415) 555-0123 ' }).phone).toBe('+14155550123');
  });

  it('turned off: clears both consents, keeps the number, asks for nothing', () => {
    expect(
      smsSettingsSchema.parse({ enabled: false, phone: '+14155550123', termsConsent: true, marketingConsent: true }),
    ).toEqual({
      enabled: false,
      phone: '+14155550123',
      termsConsent: false,
      marketingConsent: false,
    });
    expect(
      smsSettingsSchema.parse({ enabled: false, phone: '', termsConsent: false, marketingConsent: false }).phone,
    ).toBeNull();
    expect(turnSmsOff(on)).toEqual({ ...on, enabled: false, termsConsent: false });
  });

  it('accepts every E.164 number of 10 to 15 digits (property)', () => {
    const e164 = fc
      .tuple(fc.boolean(), fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{9,14}$/))
      .map(([plus, first, rest]) => `${plus ? '+' : ''}${first}${rest}`);
    fc.assert(
      fc.property(e164, (phone) => {
        expect(smsPhoneProblem(phone)).toBeNull();
      }),
    );
  });

  it('calls any number of fewer than 10 digits too short (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{0,9}$/), (phone) => {
        expect(smsPhoneProblem(phone)).toBe(smsMessages.phoneTooShort);
      }),
    );
  });

  it('never lets SMS be on without a valid number and the terms (property)', () => {
    const input = fc.record({
      enabled: fc.boolean(),
      phone: fc.option(fc.string()),
      termsConsent: fc.boolean(),
      marketingConsent: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (sms) => {
        const result = smsSettingsSchema.safeParse(sms);
        if (!result.success) return;
        if (result.data.enabled) {
          expect(result.data.termsConsent).toBe(true);
          expect(smsPhoneProblem(result.data.phone ?? '')).toBeNull();
        } else {
          expect(result.data.termsConsent || result.data.marketingConsent).toBe(false);
        }
      }),
    );
  });
});
