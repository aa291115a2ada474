import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultWasherProfile, washerProfileInputSchema, washerProfileMessages } from './washer-profile';

const errorsFor = (fields: Record<string, unknown>) => {
  const result = washerProfileInputSchema.safeParse({ ...defaultWasherProfile(), ...fields });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the washer profile’s errors', () => {
  it('name the business name when it is too long or not text', () => {
    expect(errorsFor({ businessName: 'x'.repeat(121) })).toEqual([
      ['businessName', washerProfileMessages.businessName],
    ]);
    expect(errorsFor({ businessName: 42 })).toEqual([['businessName', washerProfileMessages.businessName]]);
    expect(washerProfileMessages.businessName).toMatch(/^Business name /);
  });

  it('name the business description when it is too long', () => {
    expect(errorsFor({ bio: 'x'.repeat(2001) })).toEqual([['bio', washerProfileMessages.bio]]);
  });

  it('take any business name up to 120 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        expect(errorsFor({ businessName: name })).toEqual([]);
      }),
    );
  });
});
