import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  receiptAmount,
  receiptChecklistSummary,
  receiptFileName,
  receiptLines,
  receiptNumber,
  receiptPayment,
  receiptServices,
  receiptTexts,
  receiptWhen,
} from './receipt';

describe('receiptNumber', () => {
  it("is R-, the job's local date and the first 8 hex digits of the appointment id, upper case", () => {
    const id = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    // A job on the evening of June 3 in Los Angeles is June 3 on its receipt, though UTC is on the 4th.
    expect(receiptNumber(id, '2030-06-03')).toBe('R-20300603-1A2B3C4D');
  });

  it('has one form, and differs between appointments of a day', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.uuid(),
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('9999-12-31') }),
        (first, second, instant) => {
          const day = instant.toISOString().slice(0, 10);
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

  it('gives each car of a booking for several its own line with its services, the cars summing to the price', () => {
    const cars = [
      { vehicle: '2022 Toyota RAV4', services: ['express-wash'], priceCents: 4600 },
      { vehicle: '2019 Honda Civic', services: ['express-wash', 'clay-bar'], priceCents: 9000 },
    ];
    const { lines, totalCents } = receiptLines({ quotedCents: 13_600, cars });
    expect(lines.map((line) => [line.kind, line.label, receiptAmount(line.amountCents)])).toEqual([
      ['quote', '2022 Toyota RAV4: Express Wash & Go', '$46.00'],
      ['quote', '2019 Honda Civic: Express Wash & Go, Clay Bar Treatment', '$90.00'],
    ]);
    expect(totalCents).toBe(13_600);
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

describe('receiptPayment', () => {
  const money = {
    capturedCents: 9500,
    tipCents: 1500,
    refundedCents: 2000,
    feeCents: 750,
    totalPaidCents: 9000,
    washerNetCents: 8250,
  };

  it('shows the owner what the card was charged, and the washer the fee and net too', () => {
    expect(receiptPayment(money, 'Visa ending in 4242', 'owner')).toEqual({
      status: 'Paid with Visa ending in 4242; partly refunded',
      rows: [
        { label: 'Charged for the job', amountCents: 9500 },
        { label: 'Tip', amountCents: 1500 },
        { label: 'Refunded', amountCents: -2000 },
        { label: 'Total charged', amountCents: 9000 },
      ],
    });
    expect(receiptPayment(money, null, 'washer').rows.slice(-2)).toEqual([
      { label: 'Sudsy fee', amountCents: -750 },
      { label: 'You earn', amountCents: 8250 },
    ]);
    expect(receiptPayment({ ...money, totalPaidCents: 0, refundedCents: 11000 }, null, 'owner').status).toBe(
      'Refunded in full',
    );
    expect(receiptPayment({ ...money, capturedCents: 0 }, 'Visa ending in 4242', 'owner').status).toBe(
      'Being charged to Visa ending in 4242',
    );
  });

  it('totals what was charged: the job and the tip less refunds (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), fc.nat(110_000), (captured, tip, refunded) => {
        const total = captured + tip - refunded;
        const { rows } = receiptPayment(
          {
            capturedCents: captured,
            tipCents: tip,
            refundedCents: refunded,
            feeCents: 0,
            totalPaidCents: total,
            washerNetCents: 0,
          },
          null,
          'owner',
        );
        const lines = rows.slice(0, -1).reduce((sum, row) => sum + row.amountCents, 0);
        expect(rows.at(-1)).toEqual({ label: 'Total charged', amountCents: total });
        expect(lines).toBe(total);
      }),
    );
  });
});

describe('receiptChecklistSummary', () => {
  it('counts the steps done and names those not ticked', () => {
    const rinse = { service: 'Express Wash & Go', label: 'Rinse', done: true };
    expect(receiptChecklistSummary([rinse])).toBe('1 of 1 step done');
    expect(receiptChecklistSummary([rinse, { ...rinse, label: 'Dry', done: false }])).toBe(
      '1 of 2 steps done; not ticked: Express Wash & Go: Dry',
    );
  });
});
