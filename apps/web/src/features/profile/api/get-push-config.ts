import { pushConfigSchema } from '@sudsy/domain/push';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The server's VAPID public key, which this browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  return parseAnswer(pushConfigSchema, await apiFetch('/api/push/config')).publicKey;
}
