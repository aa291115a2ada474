// What the load bench's signed-in people need before they book with payments on (the default's
// local provider, docs/payments.md): each owner a saved card and each washer payouts, set up over
// HTTP as a person would, through the same pages the journeys use. Without them every acceptance
// answered 409 ("washer_payouts_required", then "card_required").
import { saveCardThrough } from '../apps/server/src/test/card-setup';

type SignedIn = { cookie: string };

async function call(origin: string, who: SignedIn, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      cookie: who.cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function enablePayouts(origin: string, washer: SignedIn): Promise<void> {
  const started = await call(origin, washer, 'POST', '/api/payouts/onboarding');
  if (started.status !== 200) throw new Error(`onboarding answered ${started.status}`);
  const { url } = (await started.json()) as { url: string };
  const finished = await call(origin, washer, 'POST', new URL(url, origin).pathname);
  if (finished.status !== 303) throw new Error(`onboarding not finished: ${finished.status}`);
  // The account's update reaches the server as the provider's webhook: wait for the state it sets.
  for (;;) {
    const answer = await call(origin, washer, 'GET', '/api/payouts/account');
    if (((await answer.json()) as { status: string }).status === 'enabled') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function preparePayments(origin: string, owners: SignedIn[], washers: SignedIn[]): Promise<void> {
  await Promise.all([
    ...owners.map((owner) => saveCardThrough((method, path, body) => call(origin, owner, method, path, body))),
    ...washers.map((washer) => enablePayouts(origin, washer)),
  ]);
}
