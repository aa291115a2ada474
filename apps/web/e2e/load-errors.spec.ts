import { vehicleEmptyState, vehicleToasts } from '@sudsy/domain/vehicle';
import { expect, test } from './support/fixtures';

test('a failed load shows its error and Retry after one more try, and Retry loads it once the server answers', async ({
  sharedSession,
}) => {
  const { page } = await sharedSession('owner');
  // How soon the failure shows (within two seconds) is the query client's rule, timed on a clock
  // of its own in lib/query-client.test.tsx; a wall clock here measured the machine's load.
  let failedReads = 0;
  await page.route('**/api/vehicles', async (route) => {
    failedReads += 1;
    await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'The database is busy.' } } });
  });
  try {
    await page.goto('/customer/vehicles');
    const alert = page.getByRole('alert').filter({ hasText: vehicleToasts.loadFailed.title });
    await expect(alert).toContainText('The database is busy.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // One more try for a server error, never more: the failure is shown instead.
    expect(failedReads).toBe(2);

    await page.unroute('**/api/vehicles');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(
      page.getByText(vehicleEmptyState.title).or(page.getByRole('list', { name: 'Your vehicles' })),
    ).toBeVisible();
  } finally {
    // The page serves later tests of this worker.
    await page.unroute('**/api/vehicles');
  }
});
