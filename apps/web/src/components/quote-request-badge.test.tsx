import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteRequestBadge } from './quote-request-badge';

afterEach(() => vi.useRealTimers());

describe('QuoteRequestBadge', () => {
  it('reads Expired once a request still waiting for a booking is past its preferred date', () => {
    // 2030-06-04 12:00 UTC: June 4 in Honolulu too.
    vi.useFakeTimers({ now: new Date('2030-06-04T12:00:00Z'), toFake: ['Date'] });
    render(
      <>
        <QuoteRequestBadge request={{ status: 'sent', quotedCount: 1, preferredDate: '2030-06-03' }} />
        <QuoteRequestBadge request={{ status: 'sent', quotedCount: 1, preferredDate: '2030-06-04' }} />
        <QuoteRequestBadge request={{ status: 'completed', quotedCount: 0, preferredDate: '2030-06-01' }} />
        <QuoteRequestBadge request={{ status: 'pending', quotedCount: 0, preferredDate: null }} />
      </>,
    );
    expect(screen.getAllByText(/./).map((badge) => badge.textContent)).toEqual([
      'Expired',
      'Quotes Received (1)',
      'Completed',
      'Pending Quotes',
    ]);
  });
});
