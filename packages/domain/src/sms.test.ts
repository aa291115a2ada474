import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  e164Of,
  resendWaitSeconds,
  smsConfirmMessages,
  smsConfirmSchema,
  smsKeywordOf,
  smsResendSeconds,
  smsHelpWords,
  smsStartWords,
  smsStopWords,
} from './sms';

describe('SMS confirmation code', () => {
  it('takes six digits, spaces around them trimmed, and refuses anything else in words', () => {
    expect(smsConfirmSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', '', '١٢٣٤٥٦']) {
      const result = smsConfirmSchema.safeParse({ code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(smsConfirmMessages.codeFormat);
    }
  });

  it('waits a minute between codes, counting down to nothing', () => {
    const sent = new Date('2026-12-07T10:00:00Z');
    expect(resendWaitSeconds(null, sent)).toBe(0);
    expect(resendWaitSeconds(sent, sent)).toBe(smsResendSeconds);
    expect(resendWaitSeconds(sent, new Date('2026-12-07T10:00:59.500Z'))).toBe(1);
    expect(resendWaitSeconds(sent, new Date('2026-12-07T10:01:00Z'))).toBe(0);
  });

  it('never asks to wait longer than a minute, nor a negative time (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offsetMs) => {
        const sent = new Date(1_800_000_000_000);
        const wait = resendWaitSeconds(sent, new Date(sent.getTime() + offsetMs));
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(smsResendSeconds);
        if (offsetMs >= smsResendSeconds * 1000) expect(wait).toBe(0);
      }),
    );
  });
});

describe('SMS keywords', () => {
  it.each([...smsStopWords, 'stop', ' Stop ', 'STOP.', 'unsubscribe!'])('%j stops texts', (body) => {
    expect(smsKeywordOf(body)).toBe('stop');
  });

  it.each([...smsStartWords, 'start', 'Unstop'])('%j starts them again', (body) => {
    expect(smsKeywordOf(body)).toBe('start');
  });

  it.each(['HELP', 'help', 'Info'])('%j asks for help', (body) => {
    expect(smsKeywordOf(body)).toBe('help');
  });

  it.each(['please stop', 'STOP IT', 'Thanks', '', 'STARTED'])('%j asks for nothing', (body) => {
    expect(smsKeywordOf(body)).toBeNull();
  });

  it('ignores any reply that is not one of the words (property)', () => {
    const words = new Set<string>([...smsStopWords, ...smsStartWords, ...smsHelpWords]);
    fc.assert(
      fc.property(fc.string(), (body) => {
        const word = body
          .trim()
          .replace(/[.!]+$/, '')
          .toUpperCase();
        expect(smsKeywordOf(body) === null).toBe(!words.has(word));
      }),
    );
  });
});

describe('e164Of', () => {
  it('adds the plus a stored number may lack, once', () => {
    expect(e164Of('14155550123')).toBe('+14155550123');
    expect(e164Of('+14155550123')).toBe('+14155550123');
  });
});
