import type { Role } from '@sudsy/domain/roles';

/**
 * What one auth request learns in one place and needs in another: the hooks see the raw body,
 * the database hooks see the user. Better Auth hands both the same Request object.
 */
export type AuthRequestState = {
  /** The account type chosen on the sign-in form. */
  accountType?: Role;
  /** The user the request turned out to be about, for its event line. */
  userId?: string;
};

const states = new WeakMap<Request, AuthRequestState>();

export function authRequestState(request: Request | undefined): AuthRequestState {
  // A direct server-side call has no request; its state is simply not kept.
  if (!request) return {};
  let state = states.get(request);
  if (!state) {
    state = {};
    states.set(request, state);
  }
  return state;
}
