import { expect, type Locator } from '@playwright/test';

/**
 * Picks the earliest free start in an open Book now dialog (the first day is chosen when it opens;
 * its starts sit under Morning, Afternoon or Evening) and answers the start's ISO instant.
 */
export async function chooseFirstFreeStart(dialog: Locator): Promise<string | null> {
  const firstFree = dialog
    .getByRole('group', { name: /^(Morning|Afternoon|Evening)$/ })
    .first()
    .getByRole('radio')
    .first();
  await expect(firstFree).toBeAttached();
  // The radio is drawn as a chip: the input itself is visually hidden.
  await firstFree.check({ force: true });
  return firstFree.getAttribute('value');
}
