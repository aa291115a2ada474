import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { TestUser } from './accounts';
import { productUrl } from './ports';

/**
 * Runs `work` with an API client of the product at `baseURL`, signed in as `user` and sending the
 * Origin a browser on the product sends, then disposes of the client. `work` gets the user's id.
 */
export async function asUser<T>(
  user: TestUser,
  work: (api: APIRequestContext, id: string) => Promise<T>,
  baseURL = productUrl,
): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const signedIn = await api.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password, accountType: user.role },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { user: session } = (await signedIn.json()) as { user: { id: string } };
    return await work(api, session.id);
  } finally {
    await api.dispose();
  }
}
