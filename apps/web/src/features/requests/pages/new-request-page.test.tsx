import { screen, waitFor, within } from '@testing-library/react';
import { addMonths, format, setDate } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateFormats } from '@sudsy/domain/constants';
import { requestMessages } from '@sudsy/domain/quote-request';
import { vehicleToasts } from '@sudsy/domain/vehicle';
import { renderApp } from '@/test/render-app';
import { fakeRequestsApi } from '../testing/fake-requests-api';

type User = ReturnType<typeof renderApp>['user'];

async function toastWith(title: string) {
  return waitFor(() => {
    const toast = screen
      .getAllByText(title)
      .map((element) => element.closest<HTMLElement>('[data-sonner-toast]'))
      .find(Boolean);
    if (!toast) throw new Error(`no toast titled ${title}`);
    return toast;
  });
}

async function openForm(...args: Parameters<typeof fakeRequestsApi>) {
  const api = fakeRequestsApi(...args);
  const rendered = renderApp('/customer/requests/new');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Service Request' })).toBeInTheDocument();
  // The form waits for the saved address that prefills it.
  expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  return { api, ...rendered };
}

async function choose(user: User, name: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The 15th of next month: always ahead, whatever today is. */
const day = setDate(addMonths(new Date(), 1), 15);

async function fillEverything(user: User) {
  await user.click(screen.getByRole('button', { name: 'Date' }));
  await user.click(await screen.findByRole('button', { name: /next month/i }));
  await user.click(screen.getByRole('button', { name: format(day, 'PPPP') }));
  await choose(user, 'Time', '10:30 AM');
  await choose(user, 'Vehicle', '2021 Toyota Camry');
  await user.click(screen.getByRole('checkbox', { name: 'Express Wash & Go' }));
  await user.click(screen.getByRole('checkbox', { name: 'Clay Bar Treatment' }));
}

describe('create service request page', () => {
  it('sums the chosen services: base prices to two decimals and minutes', async () => {
    const { user } = await openForm();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('checkbox', { name: 'Express Wash & Go' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clay Bar Treatment' }));
    expect(summary).toHaveTextContent('$75.00');
    expect(summary).toHaveTextContent('75 min');
    await user.click(screen.getByRole('checkbox', { name: 'Express Wash & Go' }));
    expect(summary).toHaveTextContent('$40.00');
    expect(summary).toHaveTextContent('45 min');
  });

  it('offers the 25 half-hour slots from 8:00 AM to 8:00 PM', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(25);
    expect(options[0]).toHaveTextContent('8:00 AM');
    expect(options[1]).toHaveTextContent('8:30 AM');
    expect(options[24]).toHaveTextContent('8:00 PM');
  });

  it("says 'Missing information' and sends nothing while required fields are empty", async () => {
    const { api, user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await toastWith(requestMessages.missingInformation.title)).toHaveTextContent(
      requestMessages.missingInformation.description,
    );
    expect(screen.getByText('Choose a vehicle')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('starts from the saved address and sends the request, then opens My Quote Requests', async () => {
    const { api, user, router } = await openForm({
      profile: { phone: null, address: 'Bozeman, MT 59715', coordinates: { lat: 45.6693, lng: -111.0431 } },
    });
    expect(await screen.findByRole('combobox', { name: 'Service Location' })).toHaveValue('Bozeman, MT 59715');
    await fillEverything(user);
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent(format(day, dateFormats.long));
    await user.type(screen.getByLabelText(/Additional notes/), 'Gate code 1234');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await toastWith(requestMessages.created.title)).toHaveTextContent(requestMessages.created.description);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/requests'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      source: 'request-form',
      vehicleId: 'vehicle-1',
      preferredDate: format(day, 'yyyy-MM-dd'),
      preferredTime: '10:30',
      address: 'Bozeman, MT 59715',
      coordinates: { lat: 45.6693, lng: -111.0431 },
      serviceIds: ['express-wash', 'clay-bar'],
      notes: 'Gate code 1234',
      photoIds: [],
    });
  });

  it("starts from the owner's service preferences: services, vehicle and time of day", async () => {
    const { api, user } = await openForm({
      profile: { phone: null, address: 'Bozeman, MT 59715', coordinates: { lat: 45.6693, lng: -111.0431 } },
      servicePreferences: {
        serviceIds: ['full-detail', 'pet-hair-removal'],
        vehicleId: 'vehicle-1',
        preferredTime: '09:30',
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Full Detail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pet Hair Removal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Express Wash & Go' })).not.toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Vehicle' })).toHaveTextContent('2021 Toyota Camry');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveTextContent('9:30 AM');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await user.click(await screen.findByRole('button', { name: /next month/i }));
    await user.click(screen.getByRole('button', { name: format(day, 'PPPP') }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      vehicleId: 'vehicle-1',
      preferredTime: '09:30',
      serviceIds: ['full-detail', 'pet-hair-removal'],
    });
  });

  it('tells the owner when no washer covers the place and the request stays pending', async () => {
    const { user } = await openForm({
      sentTo: 0,
      profile: { phone: null, address: 'Cheyenne, WY 82001', coordinates: null },
    });
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await toastWith(requestMessages.created.title)).toHaveTextContent('No washer covers that place yet');
  });

  it("says 'Error' – 'Failed to create service request. Please try again.' when the server fails", async () => {
    const { user, router } = await openForm(
      { profile: { phone: null, address: 'Bozeman, MT 59715', coordinates: null } },
      { create: () => new Response('down', { status: 503 }) },
    );
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await toastWith(requestMessages.createFailed.title)).toHaveTextContent(
      requestMessages.createFailed.description,
    );
    expect(router.state.location.pathname).toBe('/customer/requests/new');
  });

  it("says 'Authentication Required' when the session has ended", async () => {
    const { user } = await openForm(
      { profile: { phone: null, address: 'Bozeman, MT 59715', coordinates: null } },
      { create: () => Response.json({ error: { code: 'unauthorized', message: 'Sign in first' } }, { status: 401 }) },
    );
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const toast = await toastWith(requestMessages.authenticationRequired.title);
    expect(toast).toHaveTextContent(requestMessages.authenticationRequired.description);
  });

  it("says 'Failed to load your vehicles' and keeps 'Add a Vehicle' to My Vehicles", async () => {
    const { user } = await openForm({}, { vehicles: () => new Response('down', { status: 400 }) });
    expect(await toastWith(vehicleToasts.formLoadFailed.title)).toHaveTextContent(
      vehicleToasts.formLoadFailed.description,
    );
    const vehicleSection = screen.getByRole('region', { name: 'Vehicle' });
    expect(within(vehicleSection).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Full Detail' }));
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('$160.00');
  });

  it("links 'Add a Vehicle' to /vehicles", async () => {
    await openForm();
    expect(await screen.findByRole('link', { name: 'Add a Vehicle' })).toHaveAttribute('href', '/vehicles');
  });
});
