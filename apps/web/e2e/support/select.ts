import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the open Radix select list from the keyboard. A click far down a long list
 * can land on the scroll button Radix shows at the list's top edge a moment after the list
 * scrolled, and the list then stays open, hiding the rest of the page (journeys failed so on
 * busy machines).
 */
export async function pickOption(page: Page, option: string): Promise<void> {
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  // The list closes after the press is handled; an audit or a click meanwhile would meet it half-gone.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Opens the Radix select named `name` (within `scope`, the page by default) and picks `option`. */
export async function choose(page: Page, name: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await pickOption(page, option);
}
