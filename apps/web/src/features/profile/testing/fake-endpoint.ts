import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * One endpoint at the network edge, answering as the test says; signed out otherwise, and 404 for
 * anything else. Returns the JSON bodies sent to it, in order.
 */
export function fakeEndpoint(method: string, path: string, answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const called = new URL(String(input), 'http://localhost').pathname;
      if (called === path && init?.method === method) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return answer(body);
      }
      if (called === '/api/auth/get-session') return json(null);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return sent;
}
