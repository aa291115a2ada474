import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedIn, type SignedIn } from './test/accounts';
import { emailOf } from './test/bookings';
import { testOrigin, createTestApp, testPassword, type TestApp } from './test/test-app';
import {
  createFixtures,
  operationRules,
  pathOf,
  sendCall,
  type Call,
  type Fixtures,
  type Identity,
} from './test/api-operations';

// Every operation, called by someone it allows with its valid call broken in every way a client
// could break it: never a 5xx, every error in the JSON error shape, and afterwards nothing stored
// that no form would accept (control characters, strings of a hundred thousand characters).

let t: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await createFixtures(t);
});
afterAll(() => t.close());

const huge = 'x'.repeat(100_000);

/** What replaces a field, a path segment or a query value. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  '',
  huge,
  'a\u0000b',
  'bell\u0007',
  '\u202egnp.exe',
  '😀'.repeat(300),
  "' OR 1=1 --",
  [],
  {},
  ['\u0000'],
];

/** What replaces a path segment or a query value, as text. */
const hostileTexts = ['', '\u0000', 'x'.repeat(5_000), '../../etc/passwd', '-1', '1e999', '😀', "' OR 1=1 --", '%'];

type Variant = { name: string; call: Call; raw?: { body: string; contentType: string } };

function withPath(call: Call, name: string, value: string): Call {
  return { ...call, path: { ...call.path, [name]: value } };
}

function queryVariants(call: Call): Variant[] {
  const params = new URLSearchParams(call.query ?? '');
  const variants: Variant[] = [{ name: 'an unknown query parameter', call: { ...call, query: `${params}&zz=%00` } }];
  for (const key of params.keys()) {
    const without = new URLSearchParams(params);
    without.delete(key);
    variants.push({ name: `query ${key} missing`, call: { ...call, query: String(without) } });
    for (const text of hostileTexts) {
      const changed = new URLSearchParams(params);
      changed.set(key, text);
      variants.push({
        name: `query ${key}=${JSON.stringify(text.slice(0, 12))}`,
        call: { ...call, query: String(changed) },
      });
    }
    variants.push({ name: `query ${key} repeated`, call: { ...call, query: `${params}&${key}=a&${key}=b` } });
  }
  return variants;
}

/** Each field (and each field of an object field) missing and replaced by every hostile value. */
function fieldVariants(body: Record<string, unknown>, prefix = ''): { name: string; body: unknown }[] {
  const variants: { name: string; body: unknown }[] = [];
  for (const [key, value] of Object.entries(body)) {
    const { [key]: _removed, ...without } = body;
    variants.push({ name: `${prefix}${key} missing`, body: without });
    for (const hostile of hostileValues)
      variants.push({
        name: `${prefix}${key}=${JSON.stringify(hostile)?.slice(0, 16)}`,
        body: { ...body, [key]: hostile },
      });
    if (value && typeof value === 'object' && !Array.isArray(value) && prefix === '')
      for (const nested of fieldVariants(value as Record<string, unknown>, `${key}.`))
        variants.push({ name: nested.name, body: { ...body, [key]: nested.body } });
  }
  return variants;
}

function bodyVariants(call: Call): Variant[] {
  const text = JSON.stringify(call.body ?? {});
  const variants: Variant[] = [
    { name: 'malformed JSON', call, raw: { body: text.slice(0, -1) || '{', contentType: 'application/json' } },
    { name: 'JSON sent as text/plain', call, raw: { body: text, contentType: 'text/plain' } },
    { name: 'an empty JSON body', call, raw: { body: '', contentType: 'application/json' } },
    {
      name: 'form data instead of JSON',
      call,
      raw: { body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
    },
    ...[null, [], 'text', 42, { extra: '\u0000' }].map((body) => ({
      name: `body ${JSON.stringify(body)}`,
      call: { ...call, body },
    })),
  ];
  if (call.body && typeof call.body === 'object' && !Array.isArray(call.body)) {
    const body = call.body as Record<string, unknown>;
    variants.push({ name: 'an extra field', call: { ...call, body: { ...body, isAdmin: true, role: 'washer' } } });
    for (const variant of fieldVariants(body))
      variants.push({ name: variant.name, call: { ...call, body: variant.body } });
  }
  return variants;
}

function formVariants(call: Call): Variant[] {
  const form = call.form ?? {};
  const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
  const fake = new File(['GIF89a not really'], 'car.jpg', { type: 'image/jpeg' });
  const variants: Variant[] = [
    { name: 'an extra field with a NUL', call: { ...call, form: { ...form, extra: 'a\u0000b' } } },
    { name: 'JSON instead of a form', call: { ...call, form: undefined, body: { photo: 'x' } } },
  ];
  for (const key of Object.keys(form)) {
    const { [key]: _removed, ...without } = form;
    variants.push({ name: `${key} missing`, call: { ...call, form: without } });
    for (const [name, value] of [
      ['text', 'just text'],
      ['huge text', huge],
      ['a text file', text],
      ['a fake image', fake],
      ['an empty file', new File([], 'empty.jpg', { type: 'image/jpeg' })],
    ] as const)
      variants.push({ name: `${key} as ${name}`, call: { ...call, form: { ...form, [key]: value } } });
  }
  return variants;
}

function variantsOf(call: Call, method: string): Variant[] {
  const variants: Variant[] = [];
  for (const name of Object.keys(call.path ?? {}))
    for (const text of hostileTexts)
      variants.push({ name: `path ${name}=${JSON.stringify(text.slice(0, 12))}`, call: withPath(call, name, text) });
  variants.push(...queryVariants(call));
  if (call.form) variants.push(...formVariants(call));
  else if (method !== 'GET' && method !== 'DELETE') variants.push(...bodyVariants(call));
  return variants;
}

/** The first identity the rule lets past the access checks, where the fuzz must get. */
function allowedIdentity(answers: Record<Identity, unknown>): Identity {
  const preference: Identity[] = ['ownerA', 'washerX', 'ownerB', 'washerY', 'signedOut'];
  return preference.find((who) => answers[who] === 'allowed' || answers[who] === 400) ?? 'signedOut';
}

/** A body sent as written, with its own content type, from the product's origin as `user`. */
function sendRaw(method: string, path: string, raw: NonNullable<Variant['raw']>, user: SignedIn | null) {
  const headers = new Headers({ origin: testOrigin, 'content-type': raw.contentType });
  if (user) headers.set('cookie', user.cookie);
  return t.app.request(`${testOrigin}${path}`, { method, headers, body: raw.body });
}

async function sendVariant(method: string, template: string, variant: Variant, who: Identity): Promise<Response> {
  const user = who === 'signedOut' ? null : fixtures.users[who];
  if (!variant.raw) return sendCall(t, method, template, variant.call, user);
  return sendRaw(method, pathOf(template, variant.call), variant.raw, user);
}

/** Why the answer breaks the contract, or null when it keeps it. */
async function brokenContract(response: Response): Promise<string | null> {
  if (response.status >= 500) return `${response.status} ${(await response.text()).slice(0, 200)}`;
  if (response.status < 400) {
    await response.body?.cancel();
    return null;
  }
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code === 'string' && typeof error.message === 'string') return null;
  } catch {
    // Falls through: not JSON.
  }
  return `${response.status} without the error shape: ${text.slice(0, 200)}`;
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

// eslint-disable-next-line no-control-regex -- the characters no form lets through
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

describe('API fuzz', () => {
  for (const [operation, rule] of Object.entries(operationRules)) {
    it(`${operation}: no broken input gets a 5xx or an error outside the JSON shape`, async () => {
      const [method = '', template = ''] = operation.split(' ');
      const who = allowedIdentity(rule.answers);
      const call = (await rule.call?.(fixtures)) ?? {};
      const broken: string[] = [];
      for (const variant of variantsOf(call, method)) {
        const problem = await brokenContract(await sendVariant(method, template, variant, who));
        if (problem) broken.push(`${variant.name}: ${problem}`);
      }
      expect(broken).toEqual([]);
    });
  }

  it('stored nothing no form accepts: every list and page each user reads is free of control characters and huge text', async () => {
    const stored: string[] = [];
    for (const [operation, rule] of Object.entries(operationRules)) {
      const [method = '', template = ''] = operation.split(' ');
      if (method !== 'GET' || template.includes('{') || operation === 'GET /api/messages/stream') continue;
      for (const who of ['ownerA', 'ownerB', 'washerX', 'washerY'] as const) {
        if (rule.answers[who] !== 'allowed') continue;
        const response = await sendCall(t, method, template, (await rule.call?.(fixtures)) ?? {}, fixtures.users[who]);
        if (!response.headers.get('content-type')?.includes('json')) continue;
        for (const text of stringsIn(await response.json()))
          if (controlCharacter.test(text) || text.length >= huge.length)
            stored.push(`${operation} as ${who}: ${JSON.stringify(text.slice(0, 40))}`);
      }
    }
    expect(stored).toEqual([]);
  });
});

/** Better Auth's own endpoints the web app calls, with a body each accepts; none is in the OpenAPI document. */
function betterAuthCalls(email: string): Record<string, Record<string, unknown>> {
  const freshPassword = 'fresh-wash-and-shine-7';
  return {
    '/api/auth/sign-up/email': {
      email: `fuzz-${Date.now()}@example.com`,
      name: 'Fuzz',
      password: testPassword,
      role: 'owner',
    },
    '/api/auth/sign-in/email': { email, password: testPassword, accountType: 'owner' },
    '/api/auth/request-password-reset': { email },
    '/api/auth/reset-password': { newPassword: freshPassword, token: 'unknown-token' },
    '/api/auth/send-verification-email': { email },
    '/api/auth/update-user': { name: 'Fuzzed Name' },
    '/api/auth/two-factor/enable': { password: testPassword },
    // A wrong current password: no variant may change the password the later calls use.
    '/api/auth/change-password': { currentPassword: 'not-the-password', newPassword: freshPassword },
  };
}

describe("API fuzz on Better Auth's endpoints", () => {
  it('no broken input to sign-up, sign-in, resets, verification, update-user, two-factor or change-password gets a 5xx or an error outside the shape, and nothing bad is stored', async () => {
    const user = await signedIn(t, 'owner');
    const broken: string[] = [];
    for (const [path, body] of Object.entries(betterAuthCalls(await emailOf(t, user)))) {
      for (const variant of bodyVariants({ body })) {
        const response = variant.raw
          ? await sendRaw('POST', path, variant.raw, user)
          : await callAs(t, user, 'POST', path, variant.call.body);
        const problem = await brokenContract(response);
        if (problem) broken.push(`${path} ${variant.name}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
    const account = await (await callAs(t, user, 'GET', '/api/account')).json();
    expect(stringsIn(account).filter((text) => controlCharacter.test(text) || text.length >= huge.length)).toEqual([]);
  });
});
