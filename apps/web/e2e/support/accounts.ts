import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { dashboardPathFor, roleLabels, type Role } from '@sudsy/domain/roles';
import { linkFrom, readLatestMail } from './mailbox';
import { productUrl as baseURL } from './ports';

export type TestUser = { role: Role; name: string; email: string; password: string };

// Better Auth checks the Origin of state-changing calls; a browser on the product sends its own.
const originOf = (productUrl: string) => ({ Origin: productUrl });
const originHeader = originOf(baseURL);

/** A user no run has seen before: unique email, a password outside the common-password list. */
export function newUser({ role, ...overrides }: Partial<TestUser> & { role: Role }): TestUser {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    role,
    name: role === 'washer' ? `Shine Crew ${unique}` : `Olivia ${unique}`,
    email: `${role}-${unique}@example.com`,
    password: `suds-${randomBytes(6).toString('hex')}`,
    ...overrides,
  };
}

/** Signs the user up through the API of the product at `productUrl`; the server mails the verification link. */
export async function signUpThroughApi(api: APIRequestContext, user: TestUser, productUrl = baseURL): Promise<void> {
  const response = await api.post('/api/auth/sign-up/email', {
    headers: originOf(productUrl),
    data: { name: user.name, email: user.email, password: user.password, role: user.role, callbackURL: '/dashboard' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * An account that can sign in: signed up through the API of the product at `productUrl` (the
 * journeys' own server unless a journey runs a second one), its email confirmed by the mailed link.
 */
export async function createVerifiedUser(
  fields: Partial<TestUser> & { role: Role },
  productUrl = baseURL,
): Promise<TestUser> {
  const user = newUser(fields);
  const api = await playwrightRequest.newContext({ baseURL: productUrl });
  try {
    await signUpThroughApi(api, user, productUrl);
    const mail = await readLatestMail(user.email, { subject: /confirm/i });
    const verified = await api.get(linkFrom(mail), { maxRedirects: 0 });
    expect(verified.status()).toBe(302);
    expect(verified.headers().location).not.toContain('verification=invalid');
  } finally {
    await api.dispose();
  }
  return user;
}

/** Signs in through the login page and waits for the role's dashboard. */
export async function login(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: roleLabels[user.role] }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboardPathFor(user.role)}$`));
}

/** Signs the page's browser context in without the form (page.request shares its cookies). */
export async function signInThroughApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeader,
    data: { email: user.email, password: user.password, accountType: user.role },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the server says about the page's session: null when signed out. */
export async function sessionOf(page: Page): Promise<unknown> {
  const response = await page.request.get('/api/auth/get-session');
  expect(response.ok()).toBe(true);
  return response.json();
}
