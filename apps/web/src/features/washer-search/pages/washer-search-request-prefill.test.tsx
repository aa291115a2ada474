import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format, startOfToday } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { fakeWasher, searchAnswer } from '../testing/fake-washer-search-api';
import { findButton, openWizard, type Rendered } from '../testing/open-wizard';

// What the owner searched, or clicked on a card, carried into Your Request (docs/product.md, "Finding washers").

const threeDaysOut = addDays(startOfToday(), 3);
const inThreeDays = format(threeDaysOut, 'yyyy-MM-dd');
/** 10:00 on the browser's clock three days out: the card reads 'Free <weekday> 10:00 AM'. */
const freeAtTen = new Date(threeDaysOut.getFullYear(), threeDaysOut.getMonth(), threeDaysOut.getDate(), 10, 0);
const washers = [
  fakeWasher({ id: 'free', businessName: 'Free Foam', nextFreeStart: freeAtTen.toISOString() }),
  fakeWasher({ id: 'busy', businessName: 'Busy Bubbles', nextFreeStart: null }),
];

async function choose(user: Rendered['user'], name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function yourRequest() {
  return screen.getByRole('region', { name: 'Your Request' });
}

function requestTime() {
  return within(yourRequest()).getByRole('combobox', { name: 'Time' });
}

/** Back to step 1, a new window start, and Find Providers again. */
async function searchFrom(user: Rendered['user'], from: string) {
  await user.click(screen.getByRole('button', { name: 'Back to Search' }));
  await choose(user, 'Time Window From', from);
  await user.click(findButton());
  await screen.findByRole('list', { name: 'Providers' });
}

describe('Your Request carries what the owner searched', () => {
  it('opens with the search’s date and its window’s start, and follows the search until the owner picks', async () => {
    const { user } = await openWizard(
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&from=10:00&to=12:00&step=2&selected=free`,
      { role: 'owner', search: () => searchAnswer(washers) },
    );
    await screen.findByRole('region', { name: 'Your Request' });
    expect(within(yourRequest()).getByRole('button', { name: 'Date' })).toHaveTextContent(
      format(threeDaysOut, 'MMMM d, yyyy'),
    );
    expect(requestTime()).toHaveTextContent('10:00 AM');

    await searchFrom(user, '9:00 AM');
    expect(requestTime()).toHaveTextContent('9:00 AM');
  });

  it('keeps the time the owner picked when the search changes, and sends it', async () => {
    const { api, user } = await openWizard(
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&from=10:00&to=12:00&step=2&selected=free`,
      { role: 'owner', search: () => searchAnswer(washers) },
    );
    await screen.findByRole('region', { name: 'Your Request' });
    expect(requestTime()).toHaveTextContent('10:00 AM');
    await choose(user, 'Time', '11:30 AM');

    await searchFrom(user, '2:00 PM');
    expect(requestTime()).toHaveTextContent('11:30 AM');
    await user.click(screen.getByRole('button', { name: 'Send Quote Requests' }));
    await screen.findByRole('heading', { level: 2, name: 'Quote Requests Sent!' });
    expect(api.created()).toEqual([
      expect.objectContaining({ preferredDate: inThreeDays, preferredTime: '11:30', washerIds: ['free'] }),
    ]);
  });
});

describe('a card’s free start', () => {
  it('asks for that date and time in Your Request, ticks the washer and says so; the request carries them', async () => {
    const { api, user } = await openWizard(
      '/providers?services=express-wash&address=78701&from=14:00&to=16:00&step=2',
      { role: 'owner', search: () => searchAnswer(washers) },
    );
    await screen.findByRole('region', { name: 'Your Request' });
    expect(requestTime()).toHaveTextContent('2:00 PM');
    const card = screen.getByRole('heading', { level: 3, name: 'Free Foam' }).closest('li') as HTMLElement;
    const ask = within(card).getByRole('button', {
      name: `Free ${format(freeAtTen, 'EEE')} 10:00 AM Ask for this time`,
    });
    expect(ask).toHaveTextContent(`Free ${format(freeAtTen, 'EEE')} 10:00 AM · Ask for this time`);

    await user.click(ask);
    // Ticked once: the click on the button does not also toggle the card.
    expect(within(card).getByRole('checkbox', { name: 'Select Free Foam' })).toBeChecked();
    expect(within(yourRequest()).getByRole('button', { name: 'Date' })).toHaveTextContent(
      format(threeDaysOut, 'MMMM d, yyyy'),
    );
    expect(requestTime()).toHaveTextContent('10:00 AM');
    expect(screen.getByText(`Your Request is set to ${format(threeDaysOut, 'EEE, MMM d')}, 10:00 AM`)).toHaveAttribute(
      'role',
      'status',
    );

    // The owner's choice now: a changed search leaves it.
    await searchFrom(user, '3:00 PM');
    expect(requestTime()).toHaveTextContent('10:00 AM');
    await user.click(screen.getByRole('button', { name: 'Send Quote Requests' }));
    await screen.findByRole('heading', { level: 2, name: 'Quote Requests Sent!' });
    expect(api.created()).toEqual([
      expect.objectContaining({ preferredDate: inThreeDays, preferredTime: '10:00', washerIds: ['free'] }),
    ]);
  });

  it('is reached by keyboard, and the announcement goes once the owner picks another time', async () => {
    const { user } = await openWizard('/providers?services=express-wash&address=78701&step=2', {
      role: 'owner',
      search: () => searchAnswer(washers),
    });
    await screen.findByRole('region', { name: 'Your Request' });
    const ask = screen.getByRole('button', { name: /Ask for this time$/ });
    ask.focus();
    await user.keyboard('{Enter}');
    expect(requestTime()).toHaveTextContent('10:00 AM');
    expect(screen.getByText(/^Your Request is set to/)).toBeInTheDocument();

    await choose(user, 'Time', '11:00 AM');
    await waitFor(() => expect(screen.queryByText(/^Your Request is set to/)).not.toBeInTheDocument());
  });

  it('stays plain text for a visitor, who has no Your Request', async () => {
    await openWizard('/providers?services=express-wash&address=78701&step=2', {
      search: () => searchAnswer(washers),
    });
    expect(await screen.findByText(`Free ${format(freeAtTen, 'EEE')} 10:00 AM`)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ask for this time/ })).not.toBeInTheDocument();
  });
});
