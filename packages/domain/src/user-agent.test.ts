import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      { browser: 'Edge 120', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      { browser: 'Safari 17', system: 'macOS' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', system: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      { browser: 'Chrome 120', system: 'Android' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      { browser: 'Firefox 121', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      { browser: 'Chrome 156', system: 'Linux' },
    ],
    ['curl/8.5.0', { browser: 'Unknown', system: 'Unknown' }],
  ])('names %s', (agent, expected) => {
    expect(describeUserAgent(agent)).toEqual(expected);
  });

  it('says Unknown for a missing header', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown', system: 'Unknown' });
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown', system: 'Unknown' });
  });

  it('always answers with two non-empty names, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (agent) => {
        const { browser, system } = describeUserAgent(agent);
        return browser.length > 0 && system.length > 0;
      }),
    );
  });
});
