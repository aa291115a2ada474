import { describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hashing';

const standard = passwordHasher('standard');
const light = passwordHasher('light');

describe('password hashing', () => {
  it('checks a standard hash against the password it was made from, and only that one', async () => {
    const hash = await standard.hash('suds-and-shine');
    expect(hash).not.toContain('suds-and-shine');
    await expect(standard.verify({ hash, password: 'suds-and-shine' })).resolves.toBe(true);
    await expect(standard.verify({ hash, password: 'suds-and-shine!' })).resolves.toBe(false);
  });

  it('checks a light hash the same way, salting each hash', async () => {
    const [first, second] = await Promise.all([light.hash('suds-and-shine'), light.hash('suds-and-shine')]);
    expect(first).not.toBe(second);
    await expect(light.verify({ hash: first, password: 'suds-and-shine' })).resolves.toBe(true);
    await expect(light.verify({ hash: first, password: 'Suds-and-shine' })).resolves.toBe(false);
    await expect(light.verify({ hash: 'light-scrypt:no-key', password: 'suds-and-shine' })).resolves.toBe(false);
  });

  it('never accepts a light hash at the standard cost, while the light run still signs in standard hashes', async () => {
    const lightHash = await light.hash('suds-and-shine');
    await expect(standard.verify({ hash: lightHash, password: 'suds-and-shine' })).resolves.toBe(false);
    const standardHash = await standard.hash('suds-and-shine');
    await expect(light.verify({ hash: standardHash, password: 'suds-and-shine' })).resolves.toBe(true);
  });

  it('treats the same text typed in another Unicode form as the same password', async () => {
    const composed = 'caf\u00e9-wash-42';
    const decomposed = 'cafe\u0301-wash-42';
    for (const hasher of [standard, light]) {
      await expect(hasher.verify({ hash: await hasher.hash(composed), password: decomposed })).resolves.toBe(true);
    }
  });
});
