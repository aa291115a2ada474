import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { assembleFigures, figuresWindow, type MarketplaceFigures } from '@sudsy/domain/marketplace-figures';
import { figureDefinitions, figuresTexts } from '@sudsy/domain/marketplace-figures-console';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { FiguresSection } from './figures-section';

const window = figuresWindow(new Date('2030-07-10T12:00:00Z'));
const busy = assembleFigures(
  window,
  [
    { day: '2030-07-10', bookings: 3 },
    { day: '2030-07-01', bookings: 1 },
  ],
  [
    { week: '2030-07-08', requests: 4, quotedRequests: 3, medianFirstQuoteSeconds: 5400, grossBookingValueCents: 5000 },
    { week: '2030-07-01', requests: 2, quotedRequests: 1, medianFirstQuoteSeconds: 600, grossBookingValueCents: 6250 },
  ],
);
const quiet = assembleFigures(window, [], []);

/** GET /api/operator/figures at the network edge: each call answers the next of `answers`. */
function fakeFigures(...answers: (MarketplaceFigures | 'fail')[]) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/operator/figures') {
        const answer = answers[Math.min(calls++, answers.length - 1)];
        return answer === 'fail'
          ? Response.json({ error: { code: 'internal', message: 'The database is away.' } }, { status: 500 })
          : Response.json(answer);
      }
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/operator', element: <FiguresSection /> }], {
    initialEntries: ['/operator'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const section = () => screen.getByRole('region', { name: figuresTexts.title });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('the Figures section', () => {
  it('shows every figure as a card with its headline, change, chart and a table of the same numbers', async () => {
    fakeFigures(busy);
    renderSection();
    expect(within(section()).getByRole('status')).toHaveTextContent(figuresTexts.loading);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(
      figureDefinitions.map((definition) => definition.title),
    );

    const bookings = card('Bookings per day');
    expect(within(bookings).getByText('Last 7 days')).toBeVisible();
    expect(within(bookings).getByTestId('figure-headline')).toHaveTextContent('3');
    expect(within(bookings).getByText('+2 vs the 7 days before')).toBeVisible();
    expect(within(bookings).getByRole('img', { name: /Bookings per day, bar chart of 84 days/ })).toBeInTheDocument();
    const days = within(within(bookings).getByRole('region', { name: 'Bookings per day' })).getAllByRole('row');
    // A header row and 84 days, newest first.
    expect(days).toHaveLength(85);
    expect(days[1]).toHaveTextContent('Wed, Jul 103');

    const fill = card('Fill rate');
    expect(within(fill).getByTestId('figure-headline')).toHaveTextContent('75%');
    expect(within(fill).getByText('+25 pts vs last week')).toBeVisible();
    const table = within(fill).getByRole('table', { name: 'Fill rate, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Week of', 'Requests', 'With a quote', 'Fill rate']);
    const [, thisWeek, lastWeek, before] = within(table).getAllByRole('row');
    expect(
      within(thisWeek!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '75%']);
    expect(within(lastWeek!).getByRole('rowheader')).toHaveTextContent('Jul 1');
    expect(
      within(before!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '\u2014']);

    expect(within(card('Median time to first quote')).getByTestId('figure-headline')).toHaveTextContent('1 h 30 min');
    expect(within(card('Gross booking value')).getByText('\u2212$12.50 vs last week')).toBeVisible();
  });

  it('folds each table behind "Show the numbers", a button that says whether it is open', async () => {
    fakeFigures(busy);
    const user = renderSection();
    const fill = await screen.findByRole('article', { name: 'Fill rate' });
    const toggle = within(fill).getByRole('button', { name: figuresTexts.showNumbers });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const table = within(fill).getByRole('region', { name: 'Fill rate' });
    expect(toggle).toHaveAttribute('aria-controls', table.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(figuresTexts.hideNumbers);
  });

  it('says of each figure with nothing to show that there is nothing, without a chart or a table', async () => {
    fakeFigures(quiet);
    renderSection();
    await screen.findAllByRole('article');
    for (const definition of figureDefinitions) {
      const empty = card(definition.title);
      expect(within(empty).getByText(definition.empty)).toBeVisible();
      expect(within(empty).queryByRole('table')).toBeNull();
      expect(within(empty).queryByRole('img')).toBeNull();
    }
    expect(within(card('Fill rate')).getByTestId('figure-headline')).toHaveTextContent('\u2014');
  });

  it('says the figures could not be loaded, and Retry loads them', async () => {
    // The first load and its one automatic retry fail.
    fakeFigures('fail', 'fail', busy);
    const user = renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(figuresTexts.loadFailed);
    expect(alert).toHaveTextContent('The database is away.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Fill rate' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
