import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { vapidKeysOf } from './vapid-keys';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sudsy-vapid-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('vapidKeysOf', () => {
  it('makes a P-256 pair once, keeps it in DATA_DIR for the account alone, and gives the same one after a restart', () => {
    const dataDir = join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x' });
    const keys = vapidKeysOf(config);
    const file = join(dataDir, 'vapid-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(`${keys.publicKey}.${keys.privateKey}`);
    expect(vapidKeysOf(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x' }))).toEqual(keys);

    // The public key is the private key's point: a browser's subscription and our signature match.
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(curve.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and writes nothing', () => {
    const dataDir = tempDir();
    const curve = createECDH('prime256v1');
    curve.generateKeys();
    const publicKey = curve.getPublicKey().toString('base64url');
    const raw = curve.getPrivateKey();
    const privateKey = Buffer.concat([Buffer.alloc(32 - raw.length), raw]).toString('base64url');
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'x',
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(vapidKeysOf(config)).toEqual({ publicKey, privateKey });
    expect(existsSync(join(dataDir, 'vapid-keys'))).toBe(false);
  });
});
