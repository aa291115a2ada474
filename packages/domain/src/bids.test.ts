import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeBeforeBooking } from './bids';

describe('placeBeforeBooking', () => {
  it('keeps the town, state and ZIP code of an address and drops the street', () => {
    expect(placeBeforeBooking('600 Congress Ave, Austin, TX 78701')).toBe('Austin, TX 78701');
    expect(placeBeforeBooking('Apt 4, 12 Elm Street, Springfield, IL 62701')).toBe('Springfield, IL 62701');
    expect(placeBeforeBooking('600 Congress Ave, 78701')).toBe('78701');
  });

  it('leaves an address that names no street as it is', () => {
    expect(placeBeforeBooking('Boise, ID 83702')).toBe('Boise, ID 83702');
    expect(placeBeforeBooking('94105')).toBe('94105');
    expect(placeBeforeBooking(' Boise ')).toBe('Boise');
  });

  const part = fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/).filter((text) => text.trim() !== '');

  it('never shows a part before the last two, nor a first part with a house number', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), (parts) => {
        const shown = placeBeforeBooking(parts.join(', ')).split(', ');
        const trimmed = parts.map((text) => text.trim());
        expect(trimmed.slice(-shown.length)).toEqual(shown);
        expect(shown.length).toBeLessThanOrEqual(2);
        if (trimmed.length === 2 && /\d/.test(trimmed[0] ?? '')) expect(shown).toEqual([trimmed[1]]);
      }),
    );
  });
});
