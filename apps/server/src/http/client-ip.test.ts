import { describe, expect, it } from 'vitest';
import { resolveClientIp } from './client-ip';

describe('resolveClientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
  });

  it('believes the entry just before the trusted proxies', () => {
    expect(resolveClientIp('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
    // A forged entry the client put first is skipped.
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(resolveClientIp('10.0.0.3', '198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1');
  });

  it('falls back to the furthest known hop when there are fewer entries than proxies', () => {
    expect(resolveClientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(resolveClientIp('10.0.0.2', '198.51.100.1', 3)).toBe('198.51.100.1');
  });

  it('unwraps IPv4-mapped IPv6 and tolerates a missing socket', () => {
    expect(resolveClientIp('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(resolveClientIp(undefined, undefined, 0)).toBe('unknown');
  });
});
