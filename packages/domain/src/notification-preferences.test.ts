import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowsEmail, defaultPreferences, emailNotificationKinds, withDefaults } from './notification-preferences';

describe('notification preferences', () => {
  it('starts from the documented defaults with SMS off', () => {
    const preferences = withDefaults(undefined);
    expect(preferences.email).toEqual({
      requestUpdates: true,
      serviceReminders: true,
      promotions: false,
      newsletter: false,
    });
    expect(preferences.marketing).toEqual({
      specialOffers: false,
      partnerOffers: false,
      eventInvites: true,
      feedbackRequests: true,
    });
    expect(preferences.sms).toEqual({ enabled: false, phone: null, termsConsent: false, marketingConsent: false });
  });

  it('fills a flag the stored copy lacks and keeps the ones it has', () => {
    const preferences = withDefaults({ email: { promotions: true } });
    expect(preferences.email).toEqual({
      requestUpdates: true,
      serviceReminders: true,
      promotions: true,
      newsletter: false,
    });
  });

  it('falls back to the default group when a stored group is malformed', () => {
    expect(withDefaults({ push: { newRequests: 'yes' } }).push).toEqual(defaultPreferences().push);
  });

  it('lets request updates govern the work emails and service reminders the reminders', () => {
    const off = withDefaults({ email: { requestUpdates: false } });
    expect(allowsEmail(off, 'new-quote')).toBe(false);
    expect(allowsEmail(off, 'unread-message')).toBe(false);
    expect(allowsEmail(off, 'appointment-reminder')).toBe(true);
    expect(allowsEmail(off, 'feedback-request')).toBe(true);
  });

  it('lets the marketing group’s feedback requests govern the ask to rate a wash, and nothing else', () => {
    const off = withDefaults({ marketing: { feedbackRequests: false } });
    expect(emailNotificationKinds.filter((kind) => !allowsEmail(off, kind))).toEqual(['feedback-request']);
  });

  it('never loses a stored flag (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          requestUpdates: fc.boolean(),
          serviceReminders: fc.boolean(),
          promotions: fc.boolean(),
          newsletter: fc.boolean(),
        }),
        (email) => {
          expect(withDefaults({ email }).email).toEqual(email);
          for (const kind of emailNotificationKinds)
            expect(typeof allowsEmail(withDefaults({ email }), kind)).toBe('boolean');
        },
      ),
    );
  });
});
