import { createECDH } from 'node:crypto';
import { persistedSecret, type Config, type VapidKeys } from '../../config';

/**
 * VAPID_* when set; otherwise a P-256 pair made once and kept in DATA_DIR/vapid-keys (0600), as
 * the auth secret is: browsers subscribe with the public key, so it must outlive a restart.
 */
export function vapidKeysOf(config: Pick<Config, 'dataDir' | 'push'>): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const [publicKey, privateKey] = persistedSecret(config.dataDir, 'vapid-keys', newVapidKeys).split('.');
  if (!publicKey || !privateKey) throw new Error('DATA_DIR/vapid-keys does not hold a VAPID key pair');
  return { publicKey, privateKey };
}

/** `public.private`, base64url; the private key padded to its 32 bytes, as VAPID wants it. */
function newVapidKeys(): string {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = Buffer.alloc(32);
  const raw = curve.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return `${curve.getPublicKey().toString('base64url')}.${privateKey.toString('base64url')}`;
}
