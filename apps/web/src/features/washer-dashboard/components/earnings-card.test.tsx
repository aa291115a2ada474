import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bucketEarnings, type CompletedJob } from '@sudsy/domain/earnings';
import { renderApp, sessionFor } from '@/test/render-app';

const today = '2030-06-05'; // a Wednesday

function mockEarningsApi(jobs: CompletedJob[] | 'error') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return Response.json(sessionFor('washer', 'Sam Washer'));
      if (url === '/api/washer-dashboard')
        return Response.json({
          businessName: 'Sparkle Mobile Wash',
          jobsThisMonth: 0,
          earningsCents: 0,
          acceptanceRate: 0,
          profileComplete: true,
        });
      if (url === '/api/washer-dashboard/earnings' && jobs !== 'error')
        return Response.json(bucketEarnings(jobs, today));
      return Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 });
    }),
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the provider dashboard’s Earnings card', () => {
  it('charts each week’s earnings, with the figures in a table for screen readers and on request', async () => {
    mockEarningsApi([
      { serviceDate: '2030-06-03', priceCents: 8500 },
      { serviceDate: '2030-06-04', priceCents: 4000 },
      { serviceDate: '2030-05-26', priceCents: 12_050 },
    ]);
    const { user } = renderApp('/provider/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    const chart = await within(card).findByRole('img', {
      name: 'Earnings per week over the last 12 weeks: $245.50 from 3 jobs.',
    });
    expect(chart.querySelector('[data-period="2030-06-03"] title')).toHaveTextContent(
      'Week of Jun 3, 2030: $125, 2 jobs',
    );
    expect(chart.querySelector('[data-period="2030-05-20"] title')).toHaveTextContent(
      'Week of May 20, 2030: $120.50, 1 job',
    );
    // The table is there for screen readers while the chart shows.
    const table = within(card).getByRole('table', { name: 'Jobs and earnings per week, the last 12 weeks' });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(rowsOf(table)).toHaveLength(14);
    expect(rowsOf(table).at(-2)).toBe('Week of Jun 3, 20302$125');
    expect(rowsOf(table).at(-1)).toBe('Total3$245.50');

    await user.click(within(card).getByRole('button', { name: 'Show as table' }));
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show as chart' }));
    expect(await within(card).findByRole('img')).toBeInTheDocument();
  });

  it('switches to months with the Monthly tab', async () => {
    mockEarningsApi([
      { serviceDate: '2030-06-03', priceCents: 8500 },
      { serviceDate: '2030-01-15', priceCents: 4000 },
    ]);
    const { user } = renderApp('/provider/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    await within(card).findByRole('img', { name: /per week/ });
    await user.click(within(card).getByRole('tab', { name: 'Monthly' }));
    const table = within(card).getByRole('table', { name: 'Jobs and earnings per month, the last 12 months' });
    expect(rowsOf(table)[1]).toBe('July 20290$0');
    expect(rowsOf(table)).toContain('January 20301$40');
    expect(rowsOf(table).at(-2)).toBe('June 20301$85');
    expect(await within(card).findByRole('img', { name: /per month.*\$125 from 2 jobs/ })).toBeInTheDocument();
  });

  it('says there are no completed jobs yet instead of an empty chart', async () => {
    mockEarningsApi([]);
    renderApp('/provider/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(card).findByText('No completed jobs yet')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('tells when only the weeks are empty', async () => {
    mockEarningsApi([{ serviceDate: '2030-01-15', priceCents: 4000 }]);
    renderApp('/provider/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(card).findByText('No completed jobs in the last 12 weeks')).toBeInTheDocument();
  });

  it('offers a retry when the earnings cannot load', async () => {
    mockEarningsApi('error');
    const { user } = renderApp('/provider/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    const retry = await within(card).findByRole('button', { name: 'Retry' });
    mockEarningsApi([{ serviceDate: '2030-06-03', priceCents: 8500 }]);
    await user.click(retry);
    await waitFor(() => expect(within(card).getByRole('img', { name: /\$85 from 1 job/ })).toBeInTheDocument());
  });
});
