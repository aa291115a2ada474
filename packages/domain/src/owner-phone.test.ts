import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownerPhoneForWasher, sharesOwnerPhone } from './owner-phone';
import { appointmentStatuses } from './schedule-rules';

describe("the owner's phone for the washer", () => {
  it('is shared while the booking is scheduled, not once cancelled or completed', () => {
    expect(sharesOwnerPhone('scheduled')).toBe(true);
    expect(sharesOwnerPhone('cancelled')).toBe(false);
    expect(sharesOwnerPhone('completed')).toBe(false);
    expect(ownerPhoneForWasher('scheduled', '(415) 555-0134')).toBe('(415) 555-0134');
    expect(ownerPhoneForWasher('scheduled', null)).toBeUndefined();
    expect(ownerPhoneForWasher('scheduled', '')).toBeUndefined();
    expect(ownerPhoneForWasher('completed', '(415) 555-0134')).toBeUndefined();
  });

  it('is never shared for a status other than scheduled (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...appointmentStatuses), fc.string()), fc.string(), (status, phone) => {
        const shared = ownerPhoneForWasher(status, phone);
        return shared === undefined || (status === 'scheduled' && shared === phone);
      }),
    );
  });
});
