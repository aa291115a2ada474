import { expect, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { TestUser } from './accounts';
import { asUser } from './api';
import { pickOption } from './select';

/** The car `addVehicleThroughApi` saves, as the vehicle picker names it. */
export const savedVehicleName = '2020 Honda Civic';

/** Saves a car of the owner's (a 2020 Honda Civic sedan unless told); one car alone is picked already in Your Request. */
export async function addVehicleThroughApi(
  owner: TestUser,
  vehicle: { make: string; model: string; year: number; type?: string } = { make: 'Honda', model: 'Civic', year: 2020 },
): Promise<void> {
  await asUser(owner, async (api) => {
    const created = await api.post('/api/vehicles', { data: vehicle });
    expect(created.status(), await created.text()).toBe(201);
  });
}

/**
 * Fills step 2's Your Request: picks `vehicle` (by default checks the one saved car is picked),
 * tomorrow unless the search gave a date, and a time.
 */
export async function fillYourRequest(
  page: Page,
  { pickDate, vehicle }: { pickDate: boolean; vehicle?: string },
): Promise<void> {
  const request = page.getByRole('region', { name: 'Your Request' });
  const picker = request.getByRole('combobox', { name: 'Vehicle' });
  if (vehicle) {
    await picker.click();
    await page.getByRole('option', { name: vehicle }).click();
  }
  await expect(picker).toContainText(vehicle ?? savedVehicleName);
  if (pickDate) {
    const tomorrow = addDays(new Date(), 1);
    await request.getByRole('button', { name: 'Date', exact: true }).click();
    // The calendar opens on this month; tomorrow may be in the next one.
    if (format(tomorrow, 'M') !== format(new Date(), 'M'))
      await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: new RegExp(format(tomorrow, 'MMMM do, yyyy')) }).click();
  }
  await request.getByRole('combobox', { name: 'Time', exact: true }).click();
  await pickOption(page, '10:00 AM');
}
