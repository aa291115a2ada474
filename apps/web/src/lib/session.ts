import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRole, type Role } from '@sudsy/domain/roles';
import { ApiError, apiFetch } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

export type SessionUser = { id: string; name: string; email: string; role: Role; image: string | null };
export type Session = { session: { id: string; expiresAt: string }; user: SessionUser };

export const sessionQueryKey = ['session'] as const;

/** The signed-in session, or null when signed out. */
export async function getSession(): Promise<Session | null> {
  const body = await apiFetch('/api/auth/get-session');
  if (body === null) return null;
  const session = toSession(body);
  if (!session) throw new ApiError(200, 'invalid_response', 'The session answer has an unexpected shape.');
  return session;
}

// Checked by hand rather than with zod: the session is read on every first visit and zod would
// be most of the landing page's JavaScript budget.
function toSession(body: unknown): Session | null {
  if (!isRecord(body) || !isRecord(body.session) || !isRecord(body.user)) return null;
  const { id: sessionId, expiresAt } = body.session;
  const { id, name, email, role, image } = body.user;
  if (typeof sessionId !== 'string' || typeof expiresAt !== 'string') return null;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string' || !isRole(role)) return null;
  return {
    session: { id: sessionId, expiresAt },
    user: { id, name, email, role, image: typeof image === 'string' && image !== '' ? image : null },
  };
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
}

export type SessionState = { session: Session | null; user: SessionUser | null; isPending: boolean };

/**
 * The current session for guards and chrome. A session that cannot be read (API unreachable,
 * unexpected answer) counts as signed out, so the public pages stay usable and guarded pages
 * ask the visitor to sign in rather than hanging on 'Loading...'.
 */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions());
  return { session: data ?? null, user: data?.user ?? null, isPending };
}
