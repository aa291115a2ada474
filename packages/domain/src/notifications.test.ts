import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './notification-preferences';
import { allowsInApp, notificationKinds } from './notifications';
import { bellLabel, unreadBadgeText } from './unread-badge';

describe('allowsInApp', () => {
  it('lets every kind into the bell by default', () => {
    expect(notificationKinds.filter((kind) => !allowsInApp(defaultPreferences(), kind))).toEqual([]);
  });

  it('follows the push setting that governs each kind', () => {
    const preferences = defaultPreferences();
    const without = (flag: keyof typeof preferences.push) =>
      notificationKinds.filter(
        (kind) => !allowsInApp({ ...preferences, push: { ...preferences.push, [flag]: false } }, kind),
      );
    expect(without('newRequests')).toEqual(['new-request']);
    expect(without('bidUpdates')).toEqual(['new-quote', 'quote-accepted', 'quote-declined', 'quote-lapsed']);
    expect(without('systemAlerts')).toEqual([
      'booking',
      'reschedule',
      'cancellation',
      'job-completed',
      'review-received',
      'reminder',
      'attendance-confirmed',
      'on-the-way',
      'moderation',
    ]);
    // Messages have their own badge: message alerts govern nothing in the bell.
    expect(without('messageAlerts')).toEqual([]);
  });

  it('ignores the email settings', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...notificationKinds),
        (requestUpdates, reminders, kind) => {
          const preferences = defaultPreferences();
          const changed = {
            ...preferences,
            email: { ...preferences.email, requestUpdates, serviceReminders: reminders },
          };
          expect(allowsInApp(changed, kind)).toBe(true);
        },
      ),
    );
  });
});

describe('the bell', () => {
  it('says the unread count in its name', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('shows at most three characters on its badge', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    fc.assert(
      fc.property(fc.nat(), (count) => {
        const text = unreadBadgeText(count);
        expect(text.length).toBeLessThanOrEqual(3);
        expect(text === '99+' ? count > 99 : Number(text) === count).toBe(true);
      }),
    );
  });
});
