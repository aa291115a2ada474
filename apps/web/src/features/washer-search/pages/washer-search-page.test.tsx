import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { mapsMessages } from '@sudsy/domain/geo';
import { searchMessages } from '@sudsy/domain/washer-search';
import { requestMessages } from '@sudsy/domain/quote-request';
import { fakeWasher, ownerCamry, searchAnswer, threeWashers } from '../testing/fake-washer-search-api';
import { fakeVehicle } from '@/test/fake-vehicle';
import { findButton, openWizard, searchFromForm, serviceBox, type Rendered } from '../testing/open-wizard';

const inThreeDays = format(addDays(new Date(), 3), 'yyyy-MM-dd');
const longAddress = '1600 Pennsylvania Avenue NW, Washington, DC 20500';

function searchOf(router: Rendered['router']) {
  return new URLSearchParams(router.state.location.search);
}

function chipLabels() {
  const chips = screen.queryByRole('list', { name: 'Search filters' });
  return chips
    ? within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    : [];
}

async function toastWith(title: string) {
  const toast = await waitFor(() => {
    const found = screen.getAllByText(title).find((element) => element.closest('[data-sonner-toast]'));
    if (!found) throw new Error(`No toast reads '${title}'`);
    return found;
  });
  return toast.closest('[data-sonner-toast]') as HTMLElement;
}

function cardNames() {
  return within(screen.getByRole('list', { name: 'Providers' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

async function choose(user: Rendered['user'], name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function sendButton() {
  return screen.getByRole('button', { name: 'Send Quote Requests' });
}

/** Gives jsdom (which has none) a geolocation that answers `outcome`; returns the options it was asked with. */
function stubGeolocation(outcome: { lat: number; lng: number } | { error: string }) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback, options: PositionOptions) => {
      asked.push(options);
      if ('error' in outcome) failure({ code: 1, message: outcome.error } as GeolocationPositionError);
      else success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return asked;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('washer search wizard', () => {
  it('shows a visitor, and only a visitor, the way to sign up as a washer', async () => {
    await openWizard();
    const signUp = await screen.findByRole('link', { name: 'Sign up to get requests' });
    expect(signUp).toHaveAttribute('href', '/register?role=washer');
    expect(signUp.closest('p')).toHaveTextContent('Are you a washer? Sign up to get requests');
  });

  it('leaves the washer sign-up out for a signed-in owner', async () => {
    await openWizard('/providers', { role: 'owner' });
    // The header names the owner once the session is known: by then the link would show.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Account: Olivia Owner/ })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Sign up to get requests' })).not.toBeInTheDocument();
  });

  it('shows the three steps with step 1 current', async () => {
    await openWizard();
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Service Details', '2Choose Providers', '3Requests Sent']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
  });

  it('prefills the form from the query string and writes each edit back, replacing the history entry', async () => {
    const path = `/providers?services=express-wash,clay-bar&date=${inThreeDays}&address=Austin%2C%20TX&maxMiles=10`;
    const { router, user } = await openWizard(path);
    expect(serviceBox('Express Wash & Go')).toBeChecked();
    expect(serviceBox('Clay Bar Treatment')).toBeChecked();
    expect(serviceBox('Full Detail')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('Austin, TX');
    expect(screen.getByRole('button', { name: /Preferred Date/ })).toHaveTextContent(
      format(addDays(new Date(), 3), 'MMMM d, yyyy'),
    );
    expect(screen.getByRole('slider', { name: 'Maximum distance in miles' })).toHaveAttribute('aria-valuenow', '10');

    await user.click(serviceBox('Clay Bar Treatment'));
    await user.click(serviceBox('Full Detail'));
    const address = screen.getByRole('combobox', { name: /Service Address/ });
    await user.clear(address);
    await user.type(address, '78701');
    const slider = screen.getByRole('slider', { name: 'Maximum distance in miles' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');

    await waitFor(() => expect(searchOf(router).get('maxMiles')).toBe('12'));
    expect(Object.fromEntries(searchOf(router))).toEqual({
      services: 'express-wash,full-detail',
      date: inThreeDays,
      address: '78701',
      maxMiles: '12',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops what a link gets wrong: unknown services, a past date, a window off the half hour, a distance off the slider', async () => {
    const { router } = await openWizard(
      '/providers?services=express-wash,teleport&date=2001-01-01&from=09:15&to=12:00&maxMiles=500',
    );
    expect(serviceBox('Express Wash & Go')).toBeChecked();
    expect(screen.getByRole('button', { name: /Preferred Date/ })).toHaveTextContent('Any day');
    expect(screen.getByRole('combobox', { name: 'Time Window From' })).toHaveTextContent('Any time');
    expect(screen.getByRole('slider', { name: 'Maximum distance in miles' })).toHaveAttribute('aria-valuenow', '25');
    expect(chipLabels()).toEqual(['1 service']);
    expect(router.state.location.pathname).toBe('/providers');
  });

  it('follows Back and Forward to another query string', async () => {
    const { router } = await openWizard('/providers?services=express-wash');
    await router.navigate('/providers?services=full-detail&address=Denver%2C%20CO');
    await waitFor(() => expect(serviceBox('Full Detail')).toBeChecked());
    expect(serviceBox('Express Wash & Go')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('Denver, CO');
    await router.navigate(-1);
    await waitFor(() => expect(serviceBox('Express Wash & Go')).toBeChecked());
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('');
  });

  it('shows a chip per criterion, the address cut to 30 characters, each removable, and Clear All', async () => {
    const path = `/providers?services=express-wash,clay-bar&date=${inThreeDays}&address=${encodeURIComponent(longAddress)}`;
    const { router, user } = await openWizard(path);
    expect(chipLabels()).toEqual([
      `${longAddress.slice(0, 30)}…`,
      format(addDays(new Date(), 3), 'MMM d, yyyy'),
      '2 services',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove date filter' }));
    expect(chipLabels()).toEqual([`${longAddress.slice(0, 30)}…`, '2 services']);
    expect(searchOf(router).get('date')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove address filter' }));
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('');
    expect(chipLabels()).toEqual(['2 services']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(chipLabels()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(serviceBox('Express Wash & Go')).not.toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('keeps Find Providers disabled without services or an address, says why in the status line, and while searching', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = await openWizard('/providers', {
      search: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const status = screen.getByText(searchMessages.needServicesAndAddress);
    expect(status).toHaveAttribute('role', 'status');
    expect(findButton()).toBeDisabled();

    await user.click(serviceBox('Express Wash & Go'));
    expect(findButton()).toBeDisabled();
    expect(screen.getByText(searchMessages.needServicesAndAddress)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /Service Address/ }), '78701');
    expect(screen.getByText(searchMessages.readyToSearch)).toBeInTheDocument();
    expect(findButton()).toBeEnabled();

    await user.click(serviceBox('Express Wash & Go'));
    expect(findButton()).toBeDisabled();
    expect(screen.getByText(searchMessages.needServicesAndAddress)).toBeInTheDocument();

    await user.click(serviceBox('Express Wash & Go'));
    await user.click(findButton());
    expect(findButton()).toBeDisabled();
    expect(findButton()).toHaveAttribute('aria-busy', 'true');
    answer(searchAnswer(threeWashers));
    await screen.findByRole('list', { name: 'Providers' });
  });

  it('searches with the criteria, reaches step 2 with a new history entry, and says how many were found', async () => {
    const { api, router, user } = await openWizard(`/providers?date=${inThreeDays}&maxMiles=30`);
    await searchFromForm(user);

    expect(Object.fromEntries(api.searches()[0] ?? [])).toEqual({
      services: 'express-wash',
      address: '78701',
      maxMiles: '30',
      // The date is the owner's: the server reads it in the browser's zone.
      date: inThreeDays,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await toastWith(searchMessages.found.title)).toHaveTextContent('Found 3 providers matching your criteria.');
    expect(router.state.historyAction).toBe('PUSH');
    expect(searchOf(router).get('step')).toBe('2');
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  // Two tests, not one: picking from the 48 times of each list is the slow part, and together they
  // neared the 30-second bound on a loaded CI machine.
  it('asks for a time window and shows it as a chip', async () => {
    const { router, user } = await openWizard(`/providers?date=${inThreeDays}`);
    const to = screen.getByRole('combobox', { name: 'Time Window To' });
    expect(to).toBeDisabled();
    await choose(user, 'Time Window From', '9:00 AM');
    // Picking the start opens a three-hour window; its end can then move.
    await waitFor(() => expect(searchOf(router).get('to')).toBe('12:00'));
    expect(searchOf(router).get('from')).toBe('09:00');
    await choose(user, 'Time Window To', '11:30 AM');
    await waitFor(() => expect(searchOf(router).get('to')).toBe('11:30'));
    expect(chipLabels()).toContain('9:00 AM – 11:30 AM');
  });

  it('searches with the time window, and removing its chip clears it', async () => {
    const { api, router, user } = await openWizard(`/providers?date=${inThreeDays}&from=09:00&to=11:30`);
    expect(chipLabels()).toContain('9:00 AM – 11:30 AM');
    await searchFromForm(user);
    expect(Object.fromEntries(api.searches()[0] ?? [])).toMatchObject({
      date: inThreeDays,
      from: '09:00',
      to: '11:30',
    });

    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    await user.click(screen.getByRole('button', { name: 'Remove time filter' }));
    expect(searchOf(router).get('from')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Time Window From' })).toHaveTextContent('Any time');
  });

  it('asks for verified washers only when ticked, keeps it in the address, and shows the badge', async () => {
    const washers = [fakeWasher({ id: 'checked', businessName: 'Checked Suds', verified: true })];
    const { api, router, user } = await openWizard('/providers', { search: () => searchAnswer(washers) });
    await user.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    expect(searchOf(router).get('verified')).toBe('1');
    await searchFromForm(user);
    expect(Object.fromEntries(api.searches()[0] ?? [])).toMatchObject({ verified: '1' });
    const card = screen.getByRole('heading', { level: 3, name: 'Checked Suds' }).closest('li');
    expect(within(card as HTMLElement).getByRole('img', { name: /^Verified/ })).toBeInTheDocument();
  });

  it("shows each washer's earliest free start and sorts by it on request", async () => {
    const soon = new Date(Date.now() + 2 * 60 * 60_000);
    soon.setMinutes(soon.getMinutes() < 30 ? 30 : 60, 0, 0);
    const later = addDays(soon, 1);
    const washers = [
      fakeWasher({ id: 'near', businessName: 'Near Suds', distanceMiles: 1, nextFreeStart: later.toISOString() }),
      fakeWasher({ id: 'busy', businessName: 'Busy Bubbles', distanceMiles: 2, nextFreeStart: null }),
      fakeWasher({ id: 'free', businessName: 'Free Foam', distanceMiles: 3, nextFreeStart: soon.toISOString() }),
    ];
    const { user } = await openWizard('/providers', { search: () => searchAnswer(washers) });
    await searchFromForm(user);

    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(
      within(card('Free Foam')).getByText(new RegExp(`^Free (today|tomorrow) ${format(soon, 'h:mm a')}$`)),
    ).toBeVisible();
    expect(within(card('Near Suds')).getByText(/^Free \w+ \d+:\d\d [AP]M$/)).toBeVisible();
    expect(within(card('Busy Bubbles')).getByText('No free time this week')).toBeVisible();

    expect(cardNames()).toEqual(['Near Suds', 'Busy Bubbles', 'Free Foam']);
    await choose(user, 'Sort by', 'Earliest Available');
    expect(cardNames()).toEqual(['Free Foam', 'Near Suds', 'Busy Bubbles']);
  });

  it("shows the washer's initials until a photo loads and up to three portfolio thumbnails, sized before they load", async () => {
    const portfolio = [1, 2, 3].map((n) => ({
      id: `piece-${n}`,
      thumbUrl: `/files/g/${n}-thumb.jpg`,
      title: n === 2 ? null : `Job ${n}`,
    }));
    const washers = [fakeWasher({ id: 'pictured', businessName: 'Shiny Happy Wash', portfolio })];
    const { user } = await openWizard('/providers', { search: () => searchAnswer(washers) });
    await searchFromForm(user);

    const card = screen.getByRole('heading', { level: 3, name: 'Shiny Happy Wash' }).closest('li') as HTMLElement;
    expect(within(card).getByText('SH')).toBeVisible();
    const thumbs = within(within(card).getByRole('list', { name: 'Recent work by Shiny Happy Wash' })).getAllByRole(
      'img',
    );
    expect(thumbs.map((thumb) => thumb.getAttribute('alt'))).toEqual(['Job 1', 'Work by Shiny Happy Wash', 'Job 3']);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '120');
      expect(thumb).toHaveAttribute('height', '120');
    }
  });

  it('sends the point of a picked suggestion with the search', async () => {
    const { api, user } = await openWizard('/providers?services=express-wash', {
      suggestions: [{ label: 'Austin, TX 78701', lat: 30.27, lng: -97.74 }],
    });
    const address = screen.getByRole('combobox', { name: /Service Address/ });
    await user.type(address, '7870');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX 78701' }));
    expect(address).toHaveValue('Austin, TX 78701');
    await user.click(findButton());
    await screen.findByRole('list', { name: 'Providers' });
    expect(Object.fromEntries(api.searches()[0] ?? [])).toMatchObject({
      address: 'Austin, TX 78701',
      lat: '30.27',
      lng: '-97.74',
    });
  });

  it('uses the browser position (high accuracy, 5 s, no cached fix) and its address for the search', async () => {
    const asked = stubGeolocation({ lat: 30.2713, lng: -97.7426 });
    const { api, user } = await openWizard('/providers?services=express-wash', { reverseAddress: 'Austin, TX 78701' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('Austin, TX 78701'),
    );
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }]);
    await user.click(findButton());
    await screen.findByRole('list', { name: 'Providers' });
    expect(Object.fromEntries(api.searches()[0] ?? [])).toMatchObject({
      address: 'Austin, TX 78701',
      lat: '30.2713',
      lng: '-97.7426',
    });
  });

  it.each([
    ['no geolocation', null, mapsMessages.geolocationUnsupported],
    ['a refusal', 'User denied Geolocation', 'Error getting location: User denied Geolocation'],
  ])('says why the location is unknown on %s', async (_, error, message) => {
    if (error) stubGeolocation({ error });
    const { user } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await toastWith(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('');
  });

  it.each([
    ['there are no washers at all', { totalWashers: 0 }, '78701', searchMessages.noneFound.emptyDatabase],
    ['none match near the address', { totalWashers: 5 }, '78701', searchMessages.noneFound.withAddress],
  ])('when %s, says so and offers Modify Search', async (_, fields, address, message) => {
    const { user } = await openWizard(`/providers?services=express-wash&address=${address}`, {
      search: () => searchAnswer([], fields),
    });
    await user.click(findButton());
    expect(await toastWith(searchMessages.noneFound.title)).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 2, name: searchMessages.noneFound.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modify Search' }));
    expect(findButton()).toBeEnabled();
    expect(serviceBox('Express Wash & Go')).toBeChecked();
  });

  it.each([
    [
      'the server message',
      () => Response.json({ error: { code: 'bad_request', message: 'Address required' } }, { status: 400 }),
      'Address required',
    ],
    ['the fallback', () => Promise.reject(new TypeError('Failed to fetch')), searchMessages.failed.fallback],
  ])("says 'Search failed' with %s and stays on step 1", async (_, reply, message) => {
    const { user } = await openWizard('/providers?services=express-wash&address=78701', { search: reply });
    await user.click(findButton());
    expect(await toastWith(searchMessages.failed.title)).toHaveTextContent(message);
    expect(findButton()).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Providers' })).not.toBeInTheDocument();
  });

  it('shows each card with its prices, rating or New Provider, distance or area, and radius', async () => {
    const washer = fakeWasher({
      id: 'w1',
      businessName: 'Shine Crew',
      distanceMiles: 3,
      experienceYears: 7,
      services: [
        { serviceId: 'express-wash', name: 'Express Wash & Go', priceCents: 4000 },
        { serviceId: 'clay-bar', name: 'Clay Bar Treatment', priceCents: 4550 },
      ],
      estimatedTotalCents: 8550,
      otherServicesCount: 3,
      workRadiusMiles: 15,
    });
    const { user } = await openWizard('/providers?services=express-wash,clay-bar&address=78701', {
      search: () => searchAnswer([washer, ...threeWashers]),
    });
    await user.click(findButton());
    const card = (await screen.findByRole('heading', { level: 3, name: 'Shine Crew' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Shine Crew' })).toHaveAttribute('href', '/providers/w1');
    expect(card).toHaveTextContent('New Provider');
    expect(card).toHaveTextContent('7 years experience');
    // Whole miles beyond a mile, tenths under one (publicMiles).
    expect(card).toHaveTextContent('3 mi away');
    expect(within(card).getByRole('list', { name: 'Prices from Shine Crew' })).toHaveTextContent(
      'Express Wash & Go$40Clay Bar Treatment$45.50',
    );
    expect(card).toHaveTextContent('Estimated total$85.50');
    expect(card).toHaveTextContent('+3 other services');
    expect(card).toHaveTextContent('Serves within 15 mi');

    const rated = screen.getByRole('heading', { level: 3, name: 'Far Shine' }).closest('li') as HTMLElement;
    expect(rated).toHaveTextContent('4.8');
    expect(rated).toHaveTextContent('(12 reviews)');
    expect(rated).not.toHaveTextContent('New Provider');
    expect(rated).toHaveTextContent('13 mi away');
    const near = screen.getByRole('heading', { level: 3, name: 'Near Suds' }).closest('li') as HTMLElement;
    expect(near).toHaveTextContent('0.6 mi away');
    const unplaced = screen.getByRole('heading', { level: 3, name: 'Unplaced Gloss' }).closest('li') as HTMLElement;
    expect(unplaced).toHaveTextContent('Round Rock, TX');
    expect(unplaced).not.toHaveTextContent('mi away');
  });

  it('sorts Closest First by default and Most Experienced on request', async () => {
    const { user } = await openWizard('/providers?services=express-wash&address=78701');
    await user.click(findButton());
    await screen.findByRole('list', { name: 'Providers' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Closest First');
    expect(cardNames()).toEqual(['Near Suds', 'Far Shine', 'Unplaced Gloss']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most Experienced' }));
    expect(cardNames()).toEqual(['Far Shine', 'Unplaced Gloss', 'Near Suds']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Closest First' }));
    expect(cardNames()).toEqual(['Near Suds', 'Far Shine', 'Unplaced Gloss']);
  });

  it('ticks cards by click or keyboard, counts them, mirrors them in the query string, and returns to step 1', async () => {
    const { router, user } = await openWizard('/providers?services=express-wash&address=78701');
    await user.click(findButton());
    await screen.findByRole('list', { name: 'Providers' });
    const send = screen.getByRole('button', { name: 'Send Quote Requests' });
    expect(send).toBeDisabled();
    expect(screen.getByText('0 providers selected')).toBeInTheDocument();

    await user.click(screen.getByText('Near Suds').closest('li')?.querySelector('p') as HTMLElement);
    expect(screen.getByRole('checkbox', { name: 'Select Near Suds' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Select Far Shine' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Far Shine' })).toBeChecked();
    expect(screen.getByText('2 providers selected')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(searchOf(router).get('selected')).toBe('near,far');

    await user.click(screen.getByRole('checkbox', { name: 'Select Near Suds' }));
    expect(screen.getByText('1 provider selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(findButton()).toBeEnabled();
    expect(searchOf(router).get('step')).toBeNull();
    expect(searchOf(router).get('selected')).toBeNull();
  });

  it('sends a signed-out visitor to sign in with the way back to this search and selection', async () => {
    const { api, router, user } = await openWizard('/providers?services=express-wash&address=78701');
    await user.click(findButton());
    await user.click(await screen.findByRole('checkbox', { name: 'Select Near Suds' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Far Shine' }));
    await user.click(screen.getByRole('button', { name: 'Send Quote Requests' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/providers?services=express-wash&address=78701&step=2&selected=near%2Cfar',
    );
    expect(api.created()).toEqual([]);
  });

  it('opens step 2 from a link: searches again and keeps the washers it names that are still found', async () => {
    const { api, router } = await openWizard(
      '/providers?services=express-wash&address=78701&step=2&selected=far,gone',
      { role: 'owner' },
    );
    expect(await screen.findByRole('checkbox', { name: 'Select Far Shine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Near Suds' })).not.toBeChecked();
    expect(screen.getByText('1 provider selected')).toBeInTheDocument();
    expect(api.searches()).toHaveLength(1);
    expect(searchOf(router).get('selected')).toBe('far');
  });

  it('opens step 1 with the reason when a step-2 link lacks an address', async () => {
    await openWizard('/providers?services=express-wash&step=2');
    expect(await toastWith(requestMessages.addressRequired)).toBeInTheDocument();
    expect(findButton()).toBeDisabled();
  });

  it('sends an owner’s request with the vehicle, date, time and notes of Your Request, then shows step 3', async () => {
    const civic = fakeVehicle({ id: 'civic', make: 'Honda', model: 'Civic', year: 2020 });
    const { api, router, user } = await openWizard(
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&step=2&selected=near,far`,
      { role: 'owner', vehicles: [ownerCamry, civic] },
    );
    const request = await screen.findByRole('region', { name: 'Your Request' });
    expect(within(request).getByRole('button', { name: 'Date' })).toHaveTextContent(
      format(addDays(new Date(), 3), 'MMMM d, yyyy'),
    );
    expect(await within(request).findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('Select a vehicle');
    await choose(user, 'Vehicle', '2020 Honda Civic');
    await choose(user, 'Time', '10:30 AM');
    await user.type(within(request).getByLabelText(/Additional notes/), 'Gate code 1234');
    await user.click(sendButton());

    expect(await toastWith(requestMessages.sent)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quote Requests Sent!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Requests/ })).toHaveAttribute('href', '/customer/requests');
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(api.created()).toEqual([
      {
        source: 'washer-search',
        address: '78701',
        coordinates: null,
        serviceIds: ['express-wash'],
        vehicleId: 'civic',
        preferredDate: inThreeDays,
        preferredTime: '10:30',
        notes: 'Gate code 1234',
        photoIds: [],
        washerIds: ['near', 'far'],
      },
    ]);
    expect(searchOf(router).get('selected')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New Search' }));
    expect(serviceBox('Express Wash & Go')).toBeChecked();
  });

  it('opened by Book again, has the washer ticked and the vehicle and notes filled in', async () => {
    const civic = fakeVehicle({ id: 'civic', make: 'Honda', model: 'Civic', year: 2020 });
    const { api, user } = await openWizard(
      // Book again names no date; one is given here so that only the time is left to pick.
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&maxMiles=50&step=2&selected=near&vehicle=civic&notes=Gate+code+1234`,
      { role: 'owner', vehicles: [ownerCamry, civic] },
    );
    const request = await screen.findByRole('region', { name: 'Your Request' });
    expect(await within(request).findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('2020 Honda Civic');
    expect(within(request).getByLabelText(/Additional notes/)).toHaveValue('Gate code 1234');
    await choose(user, 'Time', '10:30 AM');
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 2, name: 'Quote Requests Sent!' });
    expect(api.created()).toEqual([
      expect.objectContaining({ vehicleId: 'civic', notes: 'Gate code 1234', washerIds: ['near'] }),
    ]);
  });

  it('picks the only vehicle, and without a time says so beside the field and sends nothing', async () => {
    const { api, user } = await openWizard(
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&step=2&selected=near`,
      { role: 'owner' },
    );
    expect(await screen.findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('2021 Toyota Camry');
    await user.click(sendButton());
    expect(await toastWith(requestMessages.missingInformation.title)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription('Choose a time');
    expect(screen.queryByText('Choose a vehicle')).not.toBeInTheDocument();
    expect(api.created()).toEqual([]);
  });

  it('without a vehicle keeps Send disabled and adds one in place', async () => {
    const { router, user } = await openWizard('/providers?services=express-wash&address=78701&step=2&selected=near', {
      role: 'owner',
      vehicles: [],
    });
    const add = await screen.findByRole('button', { name: 'Add a Vehicle' });
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Add a vehicle first.');

    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await user.type(within(dialog).getByLabelText('Make'), 'Honda');
    await user.type(within(dialog).getByLabelText('Model'), 'Civic');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveTextContent(/Honda Civic/);
    expect(sendButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/providers');
  });

  it.each([
    [
      'a refusal',
      () =>
        Response.json(
          { error: { code: 'bad_request', message: 'Preferred date cannot be in the past' } },
          { status: 400 },
        ),
      searchMessages.createFailed,
      'Preferred date cannot be in the past',
    ],
    [
      'a server failure',
      () => Response.json({ error: { code: 'internal', message: 'Database unavailable' } }, { status: 500 }),
      searchMessages.sendFailed,
      'Database unavailable',
    ],
  ])('says what went wrong on %s and keeps the choice', async (_, reply, title, message) => {
    const { user } = await openWizard(
      `/providers?services=express-wash&address=78701&date=${inThreeDays}&step=2&selected=near`,
      { role: 'owner', create: reply },
    );
    expect(await screen.findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('2021 Toyota Camry');
    await choose(user, 'Time', '9:00 AM');
    await user.click(sendButton());
    expect(await toastWith(title)).toHaveTextContent(message);
    expect(screen.getByRole('checkbox', { name: 'Select Near Suds' })).toBeChecked();
  });

  it('tells a washer that only car owners request quotes, and does not offer sending', async () => {
    await openWizard('/providers?services=express-wash&address=78701&step=2&selected=near', { role: 'washer' });
    await screen.findByRole('list', { name: 'Providers' });
    expect(screen.getByText('Only car owners can request quotes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Quote Requests' })).toBeDisabled();
  });

  it("fills an empty address with the owner's saved one, and leaves a given one alone", async () => {
    const profile = () =>
      Response.json({
        profile: { address: '500 Congress Ave, Austin, TX', coordinates: { lat: 30.26, lng: -97.74 }, phone: null },
      });
    const { router } = await openWizard('/providers?services=express-wash', { role: 'owner', profile });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('500 Congress Ave, Austin, TX'),
    );
    expect(searchOf(router).get('address')).toBe('500 Congress Ave, Austin, TX');
  });

  it('keeps an address from the link over the saved one', async () => {
    const profile = () =>
      Response.json({ profile: { address: '500 Congress Ave, Austin, TX', coordinates: null, phone: null } });
    const { api } = await openWizard('/providers?address=Denver', { role: 'owner', profile });
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([input]) => String(input) === '/api/profile')).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: /Service Address/ })).toHaveValue('Denver');
  });
});
