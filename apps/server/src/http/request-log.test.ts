import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-log';

describe('loggablePath', () => {
  it('hides the token of a password-reset link', () => {
    expect(loggablePath('/api/auth/reset-password/abc123XYZ')).toBe('/api/auth/reset-password/[redacted]');
  });

  it('hides the secret of a calendar feed', () => {
    const secret = 'Q3p0dW1uX3NlY3JldF9mZWVkX3Rva2VuX2Zvcl90ZXN0';
    expect(loggablePath(`/api/calendar/${secret}.ics`)).toBe('/api/calendar/[redacted]');
  });

  it('hides the token of an unsubscribe link, on its page and its API', () => {
    expect(loggablePath('/unsubscribe/user1.newsletter.c2lnbmF0dXJl')).toBe('/unsubscribe/[redacted]');
    expect(loggablePath('/api/unsubscribe/user1.newsletter.c2lnbmF0dXJl')).toBe('/api/unsubscribe/[redacted]');
  });

  it('leaves other paths as they are', () => {
    for (const path of ['/api/auth/reset-password', '/api/health', '/customer/dashboard', '/api/auth/verify-email']) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});
