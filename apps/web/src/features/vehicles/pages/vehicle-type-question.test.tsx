import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vehicleMessages, vehicleToasts, vehicleTypePlaceholder } from '@sudsy/domain/vehicle';
import { vehicleTypeGuessText } from '@sudsy/domain/vehicle-type-guess';
import { renderApp } from '@/test/render-app';
import { fakeVehicle } from '@/test/fake-vehicle';
import { fakeVehiclesApi } from '../testing/fake-vehicles-api';

type User = ReturnType<typeof renderApp>['user'];

async function openAddDialog() {
  const api = fakeVehiclesApi();
  const { user } = renderApp('/customer/vehicles?add=1');
  const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
  return { api, user, dialog };
}

async function pickType(user: User, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const typeBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Type' });
const posts = (api: ReturnType<typeof fakeVehiclesApi>) => api.requests.filter((request) => request.method === 'POST');

describe('the vehicle type in the add dialog', () => {
  it('starts with no type and will not add a vehicle until one is chosen', async () => {
    const { api, user, dialog } = await openAddDialog();
    expect(typeBox(dialog)).toHaveTextContent(vehicleTypePlaceholder);

    // A model we cannot guess from leaves the question open.
    await user.type(within(dialog).getByLabelText('Make'), 'Honda');
    await user.type(within(dialog).getByLabelText('Model'), 'Prelude');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    expect(await within(dialog).findByText(vehicleMessages.typeRequired)).toBeInTheDocument();
    expect(typeBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(typeBox(dialog)).toHaveAccessibleDescription(vehicleMessages.typeRequired);
    expect(posts(api)).toHaveLength(0);

    await pickType(user, dialog, 'Other');
    await waitFor(() => expect(within(dialog).queryByText(vehicleMessages.typeRequired)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ make: 'Honda', model: 'Prelude', type: 'other' });
  });

  it('sets SUV from Toyota RAV4, says so politely, and sends it', async () => {
    const { api, user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Make'), 'Toyota');
    await user.type(within(dialog).getByLabelText('Model'), 'RAV4');

    expect(typeBox(dialog)).toHaveTextContent('SUV');
    const note = within(dialog).getByText(vehicleTypeGuessText('SUV'));
    expect(note).toHaveAttribute('aria-live', 'polite');

    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ make: 'Toyota', model: 'RAV4', type: 'suv' });
  });

  it('after a refused save, a guess answers the question and clears the error', async () => {
    const { api, user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(dialog).findByText(vehicleMessages.typeRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Make'), 'Ford');
    await user.type(within(dialog).getByLabelText('Model'), 'F-150');
    expect(typeBox(dialog)).toHaveTextContent('Truck');
    await waitFor(() => expect(within(dialog).queryByText(vehicleMessages.typeRequired)).not.toBeInTheDocument());
    expect(typeBox(dialog)).toHaveAttribute('aria-invalid', 'false');
    expect(posts(api)).toHaveLength(0);
  });

  it('withdraws a guess the model no longer supports', async () => {
    const { user, dialog } = await openAddDialog();
    const model = within(dialog).getByLabelText('Model');
    await user.type(within(dialog).getByLabelText('Make'), 'Toyota');
    await user.type(model, 'Camry');
    expect(typeBox(dialog)).toHaveTextContent('Sedan');
    await user.type(model, 'x');
    expect(typeBox(dialog)).toHaveTextContent(vehicleTypePlaceholder);
    expect(within(dialog).queryByText(vehicleTypeGuessText('Sedan'))).not.toBeInTheDocument();
  });

  it('never overwrites a type the owner picked, before or after a guess', async () => {
    const { api, user, dialog } = await openAddDialog();
    await pickType(user, dialog, 'Truck');
    await user.type(within(dialog).getByLabelText('Make'), 'Toyota');
    await user.type(within(dialog).getByLabelText('Model'), 'RAV4');
    expect(typeBox(dialog)).toHaveTextContent('Truck');
    expect(within(dialog).queryByText(vehicleTypeGuessText('SUV'))).not.toBeInTheDocument();

    const model = within(dialog).getByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'Sienna');
    expect(typeBox(dialog)).toHaveTextContent('Truck');

    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ model: 'Sienna', type: 'truck' });
  });

  it('lets the owner correct a guess, which then stays', async () => {
    const { user, dialog } = await openAddDialog();
    const model = within(dialog).getByLabelText('Model');
    await user.type(within(dialog).getByLabelText('Make'), 'Ford');
    await user.type(model, 'F-150');
    expect(typeBox(dialog)).toHaveTextContent('Truck');
    await pickType(user, dialog, 'Van');
    expect(within(dialog).queryByText(vehicleTypeGuessText('Truck'))).not.toBeInTheDocument();
    await user.clear(model);
    await user.type(model, 'Camry');
    expect(typeBox(dialog)).toHaveTextContent('Van');
  });
});

describe('the vehicle type in the edit dialog', () => {
  it('keeps the saved type and guesses nothing when the model changes', async () => {
    fakeVehiclesApi([fakeVehicle({ id: 'v1', make: 'Honda', model: 'Civic', type: 'sports' })]);
    const { user } = renderApp('/customer/vehicles');
    const list = await screen.findByRole('list', { name: 'Your vehicles' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(typeBox(dialog)).toHaveTextContent('Sports');

    const model = within(dialog).getByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'Tahoe');
    expect(typeBox(dialog)).toHaveTextContent('Sports');
    expect(within(dialog).queryByText(vehicleTypeGuessText('SUV'))).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(vehicleToasts.updated.title)).toBeInTheDocument();
  });
});
