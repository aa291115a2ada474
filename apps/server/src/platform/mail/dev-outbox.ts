import type { Config } from '../../config';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev outbox (/dev/mailbox) shows every mail, password resets included, to whoever opens it:
 * only an instance outside production that its own machine reaches (PUBLIC_URL on a loopback
 * address) may serve it.
 */
export function devOutboxReadable(config: Pick<Config, 'env' | 'publicUrl'>): boolean {
  return config.env !== 'production' && loopbackHosts.has(new URL(config.publicUrl).hostname);
}
