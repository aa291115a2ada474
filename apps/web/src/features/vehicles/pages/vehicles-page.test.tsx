import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maxVehicleYear } from '@sudsy/domain/constants';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { vehicleMessages, vehicleToasts, vehicleTypePlaceholder } from '@sudsy/domain/vehicle';
import { renderApp } from '@/test/render-app';
import { fakeVehicle } from '@/test/fake-vehicle';
import { fakeVehiclesApi } from '../testing/fake-vehicles-api';

/** The toast titled `title`; the page may show the same words inline too. */
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

describe('my vehicles page', () => {
  it("shows 'No vehicles yet' and adds the first vehicle from the current year, its type asked", async () => {
    const api = fakeVehiclesApi();
    const { user } = renderApp('/customer/vehicles');
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    expect(within(dialog).getByLabelText('Year')).toHaveValue(new Date().getFullYear());
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent(vehicleTypePlaceholder);

    await user.type(within(dialog).getByLabelText('Make'), 'Mazda');
    await user.type(within(dialog).getByLabelText('Model'), 'CX-5');
    // Set from the model; the owner could change it.
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('SUV');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    expect(await toastWith(vehicleToasts.added.title)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your vehicles' });
    expect(within(list).getByRole('heading', { name: `${new Date().getFullYear()} Mazda CX-5` })).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      make: 'Mazda',
      model: 'CX-5',
      year: new Date().getFullYear(),
      type: 'suv',
      nickname: null,
      color: null,
      licensePlate: null,
      notes: null,
    });
  });

  it('refuses a missing make and a year outside 1900 to next year, without asking the server', async () => {
    const api = fakeVehiclesApi();
    const { user } = renderApp('/customer/vehicles?add=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    const year = within(dialog).getByLabelText('Year');
    await user.clear(year);
    await user.type(year, '1899');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(dialog).findByText(vehicleMessages.makeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(vehicleMessages.modelRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(vehicleMessages.yearRange(maxVehicleYear()))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Make')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(year);
    await user.type(year, String(maxVehicleYear() + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(within(dialog).getByText(vehicleMessages.yearRange(maxVehicleYear()))).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("says 'Error' with the fallback when saving fails, and keeps the dialog open", async () => {
    fakeVehiclesApi([], { save: () => new Response('down', { status: 502 }) });
    const { user } = renderApp('/customer/vehicles?add=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await user.type(within(dialog).getByLabelText('Make'), 'Mazda');
    await user.type(within(dialog).getByLabelText('Model'), 'CX-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    const toast = await toastWith(vehicleToasts.saveFailed.title);
    expect(toast).toHaveTextContent(vehicleToasts.saveFailed.description);
    expect(dialog).toBeInTheDocument();
  });

  it('edits a vehicle from its card and removes it after confirming', async () => {
    fakeVehiclesApi([fakeVehicle({ id: 'v1', color: 'Red' })]);
    const { user } = renderApp('/customer/vehicles');
    const list = await screen.findByRole('list', { name: 'Your vehicles' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(within(dialog).getByLabelText('Make')).toHaveValue('Honda');
    await user.type(within(dialog).getByLabelText(/Nickname/), 'Commuter');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toastWith(vehicleToasts.updated.title)).toBeInTheDocument();
    expect(await within(list).findByText('Commuter')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Remove/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this vehicle?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Vehicle' }));
    expect(await toastWith(vehicleToasts.removed.title)).toHaveTextContent(vehicleToasts.removed.description);
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
  });

  it("says 'Error loading vehicles' with the server's message and loads again on Retry", async () => {
    let fail = true;
    fakeVehiclesApi([fakeVehicle({ id: 'v1' })], {
      list: () =>
        fail
          ? Response.json({ error: { code: 'unavailable', message: 'The database is busy.' } }, { status: 400 })
          : Response.json({ vehicles: [fakeVehicle({ id: 'v1' })] }),
    });
    const { user } = renderApp('/customer/vehicles');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vehicleToasts.loadFailed.title);
    expect(alert).toHaveTextContent('The database is busy.');
    expect(await toastWith(vehicleToasts.loadFailed.title)).toHaveTextContent('The database is busy.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your vehicles' })).toBeInTheDocument());
  });

  it('at the cap, disables Add Vehicle and says why; one fewer and it opens again', async () => {
    const full = Array.from({ length: userCaps.vehicles }, (_, index) => fakeVehicle({ id: `vehicle-${index}` }));
    fakeVehiclesApi(full);
    renderApp('/customer/vehicles');
    const add = await screen.findByRole('button', { name: 'Add Vehicle' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(limitMessages.vehicles);
  });

  it('below the cap, Add Vehicle is enabled and no limit is mentioned', async () => {
    fakeVehiclesApi(
      Array.from({ length: userCaps.vehicles - 1 }, (_, index) => fakeVehicle({ id: `vehicle-${index}` })),
    );
    renderApp('/customer/vehicles');
    expect(await screen.findByRole('button', { name: 'Add Vehicle' })).toBeEnabled();
    expect(screen.queryByText(limitMessages.vehicles)).not.toBeInTheDocument();
  });
});
