import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payDirectlyText } from '@sudsy/domain/payment-fees';
import { publicReviewsLimit } from '@sudsy/domain/review';
import { renderApp } from '@/test/render-app';
import { fakeWasherApi, publicWasher, review } from '../testing/fake-washer-api';
import { loadPageCode } from '@/test/load-page-code';

vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/providers/:id');

describe('public washer page', () => {
  it('shows the business, its services with price ranges and minutes, area, certifications and gallery', async () => {
    fakeWasherApi();
    renderApp('/providers/washer-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sparkle Mobile Detailing' })).toBeInTheDocument();
    expect(screen.getByText('New Provider')).toBeInTheDocument();
    expect(screen.getByText('10 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Ten years of mobile detailing around Austin.')).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Services & Prices' });
    const items = within(services).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Express Wash & Go');
    expect(items[0]).toHaveTextContent('30 min');
    expect(items[0]).toHaveTextContent('$35 – $52.50');
    expect(items[1]).toHaveTextContent('Custom');
    expect(items[1]).toHaveTextContent('$80');

    const area = screen.getByRole('region', { name: 'Service Area' });
    expect(area).toHaveTextContent('Based in Austin, TX, travels up to 15 miles to reach customers.');
    expect(
      await within(area).findByRole('figure', { name: 'Map of the area Sparkle Mobile Detailing serves' }),
    ).toBeInTheDocument();

    const certifications = screen.getByRole('region', { name: 'Certifications' });
    expect(
      within(certifications)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Professional Auto Detailing Certification', 'Insured & Bonded']);
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(policy).toHaveTextContent('Free cancellation up to 24 hours before the start.');
    expect(policy).toHaveTextContent('2 late cancellations and 1 no-show by this washer.');
    expect(screen.getByRole('img', { name: 'Before: Muddy truck' })).toHaveAttribute('src', '/files/before.jpg');
    expect(screen.getByRole('img', { name: 'After: Muddy truck' })).toHaveAttribute('src', '/files/after.jpg');
  });

  it('says under the prices that the washer is paid at the job when payments are off', async () => {
    fakeWasherApi({ paymentsMode: 'off' });
    renderApp('/providers/washer-1');
    const services = await screen.findByRole('region', { name: 'Services & Prices' });
    expect(await within(services).findByText(payDirectlyText)).toBeInTheDocument();
  });

  it('shows the rating once there is one, and the newest reviews with their stars', async () => {
    fakeWasherApi({
      washer: { ...publicWasher, rating: 4.75 },
      reviews: [
        review('r2'),
        review('r1', { rating: 4, comment: '', createdAt: '2026-05-01T10:00:00.000Z', reviewerName: 'Sam' }),
      ],
    });
    renderApp('/providers/washer-1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sparkle Mobile Detailing' });
    expect(heading.parentElement).toHaveTextContent('4.8 out of 5');
    expect(screen.queryByText('New Provider')).not.toBeInTheDocument();
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Olivia O.May 3, 2026Spotless, and on time.');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('shows the newest reviews and Show more reviews brings the older ones, until none are left', async () => {
    const many = Array.from({ length: publicReviewsLimit + 2 }, (_, index) =>
      review(`r-${index}`, { comment: `Review ${index}` }),
    );
    fakeWasherApi({ reviews: many });
    const { user } = renderApp('/providers/washer-1');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(publicReviewsLimit);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(publicReviewsLimit + 2));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('says there are no reviews yet for a new washer', async () => {
    fakeWasherApi();
    renderApp('/providers/washer-1');
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it("says 'Provider not found' for an unknown washer", async () => {
    fakeWasherApi({ washer: 404 });
    renderApp('/providers/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a washer' })).toHaveAttribute('href', '/providers');
  });

  it('offers a retry when the page cannot load', async () => {
    fakeWasherApi({ washer: 500 });
    renderApp('/providers/washer-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this provider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
