import { authMessages } from '@sudsy/domain/auth-messages';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts an uncommon password of 6 to 128 characters', () => {
    for (const password of ['Zq8!vr', 'wash-and-shine-42', 'x'.repeat(128)])
      expect(passwordProblem(password)).toBeNull();
  });

  it('refuses short, overlong and common passwords with their messages', () => {
    expect(passwordProblem('12345')).toEqual({ code: 'PASSWORD_TOO_SHORT', message: authMessages.passwordTooShort });
    expect(passwordProblem('y'.repeat(129))).toEqual({
      code: 'PASSWORD_TOO_LONG',
      message: authMessages.passwordTooLong,
    });
    for (const password of ['123456', 'password', 'PASSWORD', 'Dragon', 'baseball']) {
      expect(passwordProblem(password), password).toEqual({
        code: 'PASSWORD_TOO_COMMON',
        message: authMessages.commonPassword,
      });
    }
  });
});
