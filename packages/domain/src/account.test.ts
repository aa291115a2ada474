import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityLabel, changePasswordSchema, formatRating, personalInfoSchema } from './account';

const blank = { name: '', email: '', phone: '', address: '' };

function fieldErrors(
  input: unknown,
  schema: typeof personalInfoSchema | typeof changePasswordSchema = personalInfoSchema,
) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('personal information rules', () => {
  it('says what is wrong with each field in the spec’s words', () => {
    expect(fieldErrors({ name: ' A ', email: 'not-an-email', phone: '555-1234', address: '' })).toEqual({
      name: 'Name should be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('checks a field only when it is filled', () => {
    expect(personalInfoSchema.parse(blank)).toEqual(blank);
    expect(personalInfoSchema.parse({ ...blank, name: '   ' })).toEqual(blank);
  });

  it('accepts a full, valid form and trims it', () => {
    expect(
      personalInfoSchema.parse({
        name: ' Jo ',
        email: ' jo@example.com ',
        phone: '(555) 123-4567',
        address: ' 1 Market St ',
      }),
    ).toEqual({ name: 'Jo', email: 'jo@example.com', phone: '(555) 123-4567', address: '1 Market St' });
  });

  it('accepts any name of at least 2 characters after trimming, and no shorter one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const ok = personalInfoSchema.safeParse({ ...blank, name }).success;
        const trimmed = name.trim();
        return ok === (trimmed === '' || trimmed.length >= 2);
      }),
    );
  });
});

describe('password form', () => {
  it('wants 6 characters and a matching confirmation', () => {
    expect(
      fieldErrors({ currentPassword: 'old-one', newPassword: '12345', confirmPassword: '12345' }, changePasswordSchema),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    expect(
      fieldErrors(
        { currentPassword: 'old-one', newPassword: '123456', confirmPassword: '654321' },
        changePasswordSchema,
      ),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('account statistics', () => {
  it('labels the count by role', () => {
    expect(activityLabel('owner')).toBe('Requests Made');
    expect(activityLabel('washer')).toBe('Jobs Completed');
  });

  it('shows a rating out of 5 with one decimal', () => {
    expect(formatRating(4.9)).toBe('4.9/5');
    expect(formatRating(5)).toBe('5.0/5');
  });
});
