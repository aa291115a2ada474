import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How passwords are hashed. `standard` is Better Auth's scrypt, whose cost is the point: a stolen
 * hash is slow to guess. `light` is the same algorithm at a trivial cost, for test runs that sign
 * up hundreds of users (decision record 006); the configuration refuses it in production.
 */
export type PasswordHashing = 'standard' | 'light';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

/** Marks a light hash, so that it can never be taken for, or checked as, a standard one. */
const lightPrefix = 'light-scrypt:';
const lightCost = { N: 16, r: 1, p: 1 };
const keyLength = 64;

const standardHasher: PasswordHasher = {
  hash: hashPassword,
  verify: ({ hash, password }) =>
    hash.startsWith(lightPrefix) ? Promise.resolve(false) : verifyPassword({ hash, password }),
};

const lightHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${lightPrefix}${salt}:${(await lightKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    // Hashes written at the standard cost (the demo accounts) still sign in.
    if (!hash.startsWith(lightPrefix)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(lightPrefix.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await lightKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export function passwordHasher(hashing: PasswordHashing): PasswordHasher {
  return hashing === 'light' ? lightHasher : standardHasher;
}

function lightKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, lightCost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
