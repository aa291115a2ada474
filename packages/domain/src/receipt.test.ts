import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  receiptAmount,
  receiptFileName,
  receiptLines,
  receiptNumber,
  receiptServices,
  receiptTexts,
  receiptWhen,
} from './receipt';

describe('receiptNumber', () => {
  it('is R-, the completion day in UTC and the first 8 hex digits of the appointment id, upper case', () => {
    const id = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    expect(receiptNumber(id, new Date('2030-06-03T23:30:00Z'))).toBe('R-20300603-1A2B3C4D');
    // 11:30 PM in Los Angeles is the next day in UTC: the number never depends on a zone.
    expect(receiptNumber(id, new Date('2030-06-04T06:30:00Z'))).toBe('R-20300604-1A2B3C4D');
  });

  it('is the same on every reading, and differs between appointments', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.uuid(),
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('9999-12-31') }),
        (first, second, day) => {
          expect(receiptNumber(first, day)).toBe(receiptNumber(first, new Date(day.getTime())));
          expect(receiptNumber(first, day)).toMatch(/^R-\d{8}-[0-9A-F]{8}$/);
          if (first.slice(0, 8) !== second.slice(0, 8))
            expect(receiptNumber(first, day)).not.toBe(receiptNumber(second, day));
        },
      ),
    );
  });

  it('names the PDF after itself', () => {
    expect(receiptFileName('R-20300603-1A2B3C4D')).toBe('sudsy-receipt-R-20300603-1A2B3C4D.pdf');
  });
});

describe('receiptLines', () => {
  it('is the quoted price alone when nothing changed it', () => {
    expect(receiptLines({ quotedCents: 9500 })).toEqual({
      lines: [{ kind: 'quote', label: receiptTexts.quoteLine, amountCents: 9500 }],
      totalCents: 9500,
    });
  });

  it('adds each adjustment after the quote, a discount taking off', () => {
    const { lines, totalCents } = receiptLines({
      quotedCents: 9500,
      adjustments: [
        { label: 'SUV surcharge', amountCents: 1425 },
        { label: 'Loyalty discount', amountCents: -500 },
      ],
    });
    expect(lines.map((line) => [line.kind, line.label, receiptAmount(line.amountCents)])).toEqual([
      ['quote', 'Quoted price', '$95.00'],
      ['adjustment', 'SUV surcharge', '$14.25'],
      ['adjustment', 'Loyalty discount', '-$5.00'],
    ]);
    expect(totalCents).toBe(10425);
  });

  it('totals the sum of its lines, in whole cents, and equals the quote when there is no adjustment', () => {
    const cents = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.record({ label: fc.string(), amountCents: cents }), { maxLength: 6 }),
        (quotedCents, adjustments) => {
          const { lines, totalCents } = receiptLines({ quotedCents, adjustments });
          expect(lines).toHaveLength(adjustments.length + 1);
          expect(lines.every((line) => Number.isInteger(line.amountCents))).toBe(true);
          expect(totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
          expect(Number.isInteger(totalCents)).toBe(true);
          expect(receiptLines({ quotedCents }).totalCents).toBe(quotedCents);
        },
      ),
    );
  });
});

describe('what the receipt shows', () => {
  it('names catalogue services, and custom ones as custom services', () => {
    expect(receiptServices(['express-wash', 'custom-abc'])).toEqual([
      { id: 'express-wash', name: 'Express Wash & Go' },
      { id: 'custom-abc', name: 'Custom service' },
    ]);
  });

  it('writes when the job was done as its place’s wall clock', () => {
    expect(receiptWhen({ date: '2030-06-03', start: '10:00', end: '11:30' })).toBe(
      'Monday, June 3, 2030, 10:00 AM to 11:30 AM',
    );
  });

  it('writes the mail subject with the washer and the total', () => {
    expect(receiptTexts.mailSubject('Shine Mobile', receiptAmount(9500))).toBe(
      'Your receipt from Shine Mobile: $95.00',
    );
  });
});
