import type { SignedIn } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';
import { insertRequest, insertResponse } from '../../test/requests';

/** An owner's request sent to `washer`: the two become contacts. */
export async function shareRequest(t: TestApp, owner: SignedIn, washer: SignedIn, createdAt?: Date): Promise<string> {
  const requestId = await insertRequest(t, owner, { status: 'sent', ...(createdAt ? { createdAt } : {}) });
  await insertResponse(t, requestId, washer);
  return requestId;
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
