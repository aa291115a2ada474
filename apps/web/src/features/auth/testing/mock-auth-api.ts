import { vi } from 'vitest';
import type { Session } from '@/lib/session';

type Reply = Response | Promise<Response>;
/** Answers one POST of the auth API; `signIn` makes later get-session calls return that session. */
type Route = (body: Record<string, unknown>, api: { signIn: (session: Session) => void }) => Reply;

/** A Better Auth error answer as the server sends it. */
export function authError(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

/**
 * Stands in for the auth API at the network edge: get-session answers with the current session,
 * each POST path with its route, anything else 404. Returns the mock and the JSON bodies posted.
 */
export function mockAuthApi(routes: Record<string, Route>, { session = null }: { session?: Session | null } = {}) {
  let current = session;
  const signIn = (next: Session) => {
    current = next;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/auth/get-session') return Response.json(current);
    const route = routes[path];
    if (!route) return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    return route(typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}, { signIn });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The bodies posted to `path`, oldest first. */
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => String(input) === path)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, bodiesOf };
}
