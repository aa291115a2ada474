import type { Role } from '@sudsy/domain/roles';
import { forbidden, unauthorized } from '../http/app-error';

/** The signed-in user as routes and services see it (the session middleware sets it). */
export type SessionUser = { id: string; name: string; email: string; role: Role };

/** A signed-in car owner: a service taking one may only be reached by owners. */
export type Owner = SessionUser & { role: 'owner' };
/** A signed-in washer: a service taking one may only be reached by washers. */
export type Washer = SessionUser & { role: 'washer' };

/** The texts a feature answers with instead of the generic ones; unset keeps the default. */
export type AccessTexts = { unauthorized?: string; forbidden?: string };

/** 401 unless signed in. */
export function signedIn(user: SessionUser | null, message?: string): SessionUser {
  if (!user) throw unauthorized(message);
  return user;
}

/** 401 signed out, 403 for washers. */
export function asOwner(user: SessionUser | null, texts: AccessTexts = {}): Owner {
  const caller = signedIn(user, texts.unauthorized);
  if (caller.role !== 'owner') throw forbidden(texts.forbidden);
  return caller as Owner;
}

/** 401 signed out, 403 for owners. */
export function asWasher(user: SessionUser | null, texts: AccessTexts = {}): Washer {
  const caller = signedIn(user, texts.unauthorized);
  if (caller.role !== 'washer') throw forbidden(texts.forbidden);
  return caller as Washer;
}
