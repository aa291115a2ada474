import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { washerProfiles } from './db/schema';
import { callAs } from './test/accounts';
import {
  createFixtures,
  documentedOperations,
  identities,
  operationRules,
  sendCall,
  xInsurance,
  type Answer,
  type Fixtures,
  type Identity,
} from './test/api-operations';
import { createTestApp, type TestApp } from './test/test-app';
import { profileInput } from './test/washers';

// Every operation of /api/openapi.json, called as each of five identities against resources of
// owner A and washer X, must answer as its rule says (test/api-operations.ts). An operation
// without a rule fails the test, so a new route cannot ship without one.

let t: TestApp;
let fixtures: Fixtures;
/** Private values and who alone may read them. */
let secrets: { value: string; readers: Identity[] }[];

/** The operators' scrape token: GET /metrics exists only with one. */
const metricsToken = 'matrix-metrics-token-0123';

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: metricsToken });
  fixtures = await createFixtures(t);
  // X's public point to the north-east of their base: drawn due north or south, it would share the
  // base's longitude, the private value below, and read as a leak.
  await t.database.db
    .update(washerProfiles)
    .set({ blurTurn: 0.125, blurReach: 0.5 })
    .where(eq(washerProfiles.userId, fixtures.users.washerX.id));
  secrets = [
    ...Object.entries(fixtures.emails).map(([identity, email]) => ({ value: email, readers: [identity as Identity] })),
    { value: String(profileInput().mapCenter?.lng), readers: ['washerX'] },
    // Owners with a booking with X may read it, and A books X throughout.
    { value: xInsurance, readers: ['washerX', 'ownerA'] },
  ];
});
afterAll(() => t.close());

/** Whether `status` is what `answer` promises. */
function matches(answer: Answer, status: number): boolean {
  if (answer === 'allowed') return (status >= 200 && status < 300) || status === 409;
  return status === answer;
}

describe('authorization matrix', () => {
  it('has a rule for every operation of the OpenAPI document, and none for an operation it lacks', async () => {
    const document = (await (await callAs(t, null, 'GET', '/api/openapi.json')).json()) as Parameters<
      typeof documentedOperations
    >[0];
    expect(Object.keys(operationRules).sort()).toEqual(documentedOperations(document).sort());
  });

  // Outside the API and its document: for an operator's scraper, whose token no session replaces.
  it('GET /metrics: every identity 401, the scrape token 200', async () => {
    const answers = await Promise.all(
      identities.map(
        async (who) => (await callAs(t, who === 'signedOut' ? null : fixtures.users[who], 'GET', '/metrics')).status,
      ),
    );
    expect(answers).toEqual(identities.map(() => 401));
    const scraped = await t.app.request('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(scraped.status).toBe(200);
  });

  for (const [operation, rule] of Object.entries(operationRules)) {
    it(`${operation}: ${identities.map((who) => `${who} ${rule.answers[who]}`).join(', ')}`, async () => {
      const [method = '', template = ''] = operation.split(' ');
      // Those refused go first, so a call that changes the resource cannot hide a refusal.
      const order = [...identities].sort(
        (left, right) => Number(rule.answers[left] === 'allowed') - Number(rule.answers[right] === 'allowed'),
      );
      const call = (await rule.call?.(fixtures)) ?? {};
      const answered: Record<string, number> = {};
      const said: Record<string, string> = {};
      for (const who of order) {
        const response = await sendCall(t, method, template, call, who === 'signedOut' ? null : fixtures.users[who]);
        answered[who] = response.status;
        const text = response.headers.get('content-type')?.includes('json') ? await response.text() : '';
        said[who] = text.slice(0, 300);
        // The local dev outbox and payments show everyone's mail and payments by design; they exist
        // nowhere else.
        if (!operation.startsWith('GET /api/dev/')) {
          const leaked = secrets.filter(
            (secret) => !secret.readers.includes(who) && text.toLowerCase().includes(secret.value.toLowerCase()),
          );
          expect(leaked, `${who} read another user's private value`).toEqual([]);
        }
      }
      const mismatched = order.filter((who) => !matches(rule.answers[who], answered[who] ?? 0));
      expect(mismatched.map((who) => `${who}: ${answered[who]} ${said[who]}`)).toEqual([]);
    });
  }
});
