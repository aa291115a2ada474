import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '@sudsy/domain/auth-messages';
import { minPasswordLength } from '@sudsy/domain/constants';

/** Better Auth's own ceiling; longer inputs only cost hashing time. */
export const maxPasswordLength = 128;

const commonPasswordCount = 10_000;

// The list is ranked, most common first, and lower-case: 'Password' is as guessable as 'password'.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, commonPasswordCount));

export type PasswordProblem = {
  code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';
  message: string;
};

/** Why a new password is refused, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < minPasswordLength)
    return { code: 'PASSWORD_TOO_SHORT', message: authMessages.passwordTooShort };
  if (password.length > maxPasswordLength) return { code: 'PASSWORD_TOO_LONG', message: authMessages.passwordTooLong };
  if (commonPasswords.has(password.toLowerCase()))
    return { code: 'PASSWORD_TOO_COMMON', message: authMessages.commonPassword };
  return null;
}
