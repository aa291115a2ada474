import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { dashboardPathFor, roleLabels } from '@sudsy/domain/roles';
import { totpCode } from '../../../server/src/test/totp';
import { createVerifiedUser, type TestUser } from './accounts';
import { asUser } from './api';
import { adminCreate } from './operator';
import { productUrl } from './ports';
import { enableTwoFactorThroughApi } from './two-factor';

// The data of an operator's day (e2e/operator-day.spec.ts), made through the API as the product's
// own pages would make it, so that the journey drives only the operator's side in the browser.

/**
 * A new owner made an operator by the tool (`npm run admin:create`), who turns two-factor on,
 * signs out, and signs in on `page` through the login form with the password and the app's code.
 */
export async function operatorSignedInWithTwoFactor(page: Page): Promise<TestUser> {
  const operator = await createVerifiedUser({ role: 'owner' });
  expect(await adminCreate(operator.email)).toContain(`${operator.email} is now an operator.`);
  const secret = await enableTwoFactorThroughApi(page, operator);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('radio', { name: roleLabels[operator.role] }).click();
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboardPathFor(operator.role)}$`));
  return operator;
}

/** The id of the washer's newest review, from their public page's list. */
export async function newestReviewId(washerId: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: productUrl });
  try {
    const listed = await api.get(`/api/washers/${washerId}/reviews`);
    expect(listed.status(), await listed.text()).toBe(200);
    const { reviews } = (await listed.json()) as { reviews: { id: string }[] };
    expect(reviews.length, 'the washer has a review').toBeGreaterThan(0);
    return reviews[0]!.id;
  } finally {
    await api.dispose();
  }
}

/** `reporter` reports the review to the operator, as the Report dialog on the public page does. */
export async function reportReviewThroughApi(reporter: TestUser, reviewId: string, details: string): Promise<void> {
  await asUser(reporter, async (api) => {
    const reported = await api.post(`/api/reviews/${reviewId}/report`, { data: { reason: 'offensive', details } });
    expect(reported.status(), await reported.text()).toBe(201);
  });
}

/**
 * The owner reports a problem with the completed job and asks `amountCents` back; the washer
 * contests it: the dispute waits for an operator.
 */
export async function contestedDisputeThroughApi(
  owner: TestUser,
  washer: TestUser,
  appointmentId: string,
  { problem, amountCents, contest }: { problem: string; amountCents: number; contest: string },
): Promise<void> {
  await asUser(owner, async (api) => {
    const opened = await api.post(`/api/appointments/${appointmentId}/dispute`, { data: { problem, amountCents } });
    expect(opened.status(), await opened.text()).toBe(201);
  });
  await asUser(washer, async (api) => {
    const answered = await api.post(`/api/appointments/${appointmentId}/dispute/answer`, {
      data: { kind: 'contest', message: contest },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  });
}
