import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { receiptTexts } from '@sudsy/domain/receipt';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, receiptFor } from '../testing/fake-appointments-api';

const completed = (fields: Partial<AppointmentDetail> = {}) =>
  detail({ status: 'completed', completedAt: '2030-06-03T18:00:00.000Z', priceCents: 12_345, ...fields });

async function openReceipt() {
  const { user } = renderApp('/appointments/a1');
  const card = await screen.findByRole('region', { name: receiptTexts.title });
  return { user, card };
}

describe('Receipt card', () => {
  it('shows the owner the receipt number, washer, date, place, lines and total, with its PDF and Print', async () => {
    fakeApi('owner', { appointment: completed({ services: ['express-wash', 'clay-bar'] }) });
    const { user, card } = await openReceipt();

    expect(await within(card).findByText('R-20300603-A1A1A1A1')).toBeInTheDocument();
    for (const text of [
      // The washer's business document: name, town and phone.
      'Mission Suds · Austin, TX 78701 · (512) 555-0142',
      'Monday, June 3, 2030, 10:00 AM to 11:30 AM',
      '500 Congress Ave, Austin, TX 78701',
      'Express Wash & Go',
      'Clay Bar Treatment',
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Quoted price$123.45', 'Total$123.45']);

    const download = within(card).getByRole('link', { name: receiptTexts.download });
    expect(download).toHaveAttribute('href', '/api/appointments/a1/receipt.pdf');
    expect(download).toHaveAttribute('download');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(within(card).getByRole('button', { name: receiptTexts.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('gives each car of a booking for several cars its own line', async () => {
    const cars = [
      { vehicle: '2022 Toyota RAV4', services: ['express-wash'], priceCents: 4600 },
      { vehicle: '2019 Honda Civic', services: ['express-wash'], priceCents: 4000 },
    ];
    fakeApi('owner', { appointment: completed({ services: ['express-wash'], priceCents: 8600, cars }) });
    const { card } = await openReceipt();
    await within(card).findByText('R-20300603-A1A1A1A1');
    expect(
      within(card)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '2022 Toyota RAV4: Express Wash & Go$46.00',
      '2019 Honda Civic: Express Wash & Go$40.00',
      'Total$86.00',
    ]);
  });

  it('shows the checklist the washer ticked, saying which steps were not', async () => {
    const appointment = completed();
    const checklist = [
      { service: 'Express Wash & Go', label: 'Rinse', done: true },
      { service: 'Express Wash & Go', label: 'Dry', done: false },
    ];
    fakeApi('owner', {
      appointment,
      receipt: () => Response.json({ receipt: { ...receiptFor(appointment), checklist } }),
    });
    const { card } = await openReceipt();
    expect(await within(card).findByRole('heading', { name: 'Checklist: 1 of 2 steps done' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Express Wash & Go: Dry, not ticked');
  });

  it('shows how a job paid through Sudsy was paid: the card, the tip, a refund and the total charged', async () => {
    const appointment = completed();
    const payment = {
      status: 'Paid with Visa ending in 4242; partly refunded',
      rows: [
        { label: 'Charged for the job', amountCents: 12_345 },
        { label: 'Tip', amountCents: 1_500 },
        { label: 'Refunded', amountCents: -2_000 },
        { label: 'Total charged', amountCents: 11_845 },
      ],
    };
    fakeApi('owner', {
      appointment,
      receipt: () => Response.json({ receipt: { ...receiptFor(appointment), payment } }),
    });
    const { card } = await openReceipt();
    const table = await within(card).findByRole('table', { name: /^Payment/ });
    expect(within(table).getByText('Paid with Visa ending in 4242; partly refunded')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Charged for the job$123.45', 'Tip$15.00', 'Refunded-$20.00', 'Total charged$118.45']);
  });

  it('shows the washer the receipt of their job too', async () => {
    fakeApi('washer', { appointment: completed() });
    const { card } = await openReceipt();
    expect(await within(card).findByText('Total')).toBeInTheDocument();
  });

  it('says when the receipt could not load, and Retry brings it', async () => {
    const appointment = completed();
    let calls = 0;
    fakeApi('owner', {
      appointment,
      receipt: () => {
        calls += 1;
        // The load and its one automatic retry fail; the person's Retry succeeds.
        return calls <= 2
          ? Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
          : Response.json({ receipt: receiptFor(appointment) });
      },
    });
    const { user, card } = await openReceipt();
    const failure = await within(card).findByRole('alert');
    expect(failure).toHaveTextContent(receiptTexts.loadFailed);
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('R-20300603-A1A1A1A1')).toBeInTheDocument();
  });

  it('is not shown before the job is completed, nor for a job booked without a price', async () => {
    for (const appointment of [detail(), completed({ priceCents: null })]) {
      fakeApi('owner', { appointment });
      renderApp('/appointments/a1');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: receiptTexts.title })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
