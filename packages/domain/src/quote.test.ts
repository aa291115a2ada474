import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFormSchema, quoteInputSchema, quoteMessages, toQuoteInput, type QuoteFormValues } from './quote';
import { addDays } from './schedule-time-zone';

// Quotes are for the coming year: a date a month ahead, whenever the test runs.
const inAMonth = addDays(new Date().toISOString().slice(0, 10), 30);

const form = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  amount: '85',
  estimatedMinutes: '90',
  notes: ' Bring my own water ',
  proposedDate: inAMonth,
  proposedTime: '10:00',
  ...overrides,
});

const firstMessage = (values: QuoteFormValues) => quoteFormSchema.safeParse(values).error?.issues[0]?.message;

describe('quote form', () => {
  it('turns what the washer typed into the API body', () => {
    const parsed = quoteFormSchema.parse(form({ amount: '85.5' }));
    expect(toQuoteInput(parsed)).toEqual({
      amountCents: 8550,
      estimatedMinutes: 90,
      notes: 'Bring my own water',
      proposedDate: inAMonth,
      proposedTime: '10:00',
    });
  });

  it('asks for an amount and a duration above zero, a date and a start', () => {
    expect(firstMessage(form({ amount: '' }))).toBe(quoteMessages.amount);
    expect(firstMessage(form({ amount: '0' }))).toBe(quoteMessages.amount);
    expect(firstMessage(form({ amount: '-5' }))).toBe(quoteMessages.amount);
    expect(firstMessage(form({ estimatedMinutes: '0' }))).toBe(quoteMessages.duration);
    expect(firstMessage(form({ estimatedMinutes: '12.5' }))).toBe(quoteMessages.durationWhole);
    expect(firstMessage(form({ proposedDate: '' }))).toBe(quoteMessages.date);
    expect(firstMessage(form({ proposedTime: '' }))).toBe(quoteMessages.time);
  });

  it('gives the server a body it accepts for every amount and duration the form accepts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 1, max: 720 }), (cents, minutes) => {
        const parsed = quoteFormSchema.parse(
          form({ amount: (cents / 100).toFixed(2), estimatedMinutes: String(minutes) }),
        );
        const body = toQuoteInput(parsed);
        return body.amountCents === cents && quoteInputSchema.safeParse(body).success;
      }),
    );
  });

  it('the server refuses a zero amount or duration with the same words', () => {
    const body = toQuoteInput(quoteFormSchema.parse(form()));
    expect(quoteInputSchema.safeParse({ ...body, amountCents: 0 }).error?.issues[0]?.message).toBe(
      quoteMessages.amount,
    );
    expect(quoteInputSchema.safeParse({ ...body, estimatedMinutes: 0 }).error?.issues[0]?.message).toBe(
      quoteMessages.duration,
    );
  });
});
